-- The embedded auth service (GoTrue's wire format, our own tables).

create table auth_user (
  id uuid primary key,
  email text unique,
  phone text unique,
  encrypted_password text,
  email_confirmed_at timestamptz,
  -- sha256 of e-mail + one-time code, as GoTrue keeps them; one per purpose.
  confirmation_token_hash text,
  confirmation_sent_at timestamptz,
  recovery_token_hash text,
  recovery_sent_at timestamptz,
  email_change text,
  email_change_token_hash text,
  email_change_sent_at timestamptz,
  last_sign_in_at timestamptz,
  app_metadata jsonb not null default '{}'::jsonb,
  user_metadata jsonb not null default '{}'::jsonb,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index auth_user_confirmation_idx on auth_user (confirmation_token_hash);
create index auth_user_recovery_idx on auth_user (recovery_token_hash);
create index auth_user_email_change_idx on auth_user (email_change_token_hash);

create table auth_identity (
  id uuid primary key,
  user_id uuid not null references auth_user (id) on delete cascade,
  provider text not null,
  provider_id text not null,
  identity_data jsonb not null default '{}'::jsonb,
  last_sign_in_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (provider, provider_id)
);
create index auth_identity_user_idx on auth_identity (user_id);

create table auth_session (
  id uuid primary key,
  user_id uuid not null references auth_user (id) on delete cascade,
  aal text not null default 'aal1',
  -- [{method, timestamp}], newest first.
  amr jsonb not null default '[]'::jsonb,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index auth_session_user_idx on auth_session (user_id);

create table auth_refresh_token (
  id bigserial primary key,
  token text not null unique,
  session_id uuid not null references auth_session (id) on delete cascade,
  parent text,
  revoked boolean not null default false,
  revoked_at timestamptz,
  created_at timestamptz not null default now()
);
create index auth_refresh_token_session_idx on auth_refresh_token (session_id);

create table auth_factor (
  id uuid primary key,
  user_id uuid not null references auth_user (id) on delete cascade,
  friendly_name text,
  factor_type text not null,
  status text not null default 'unverified',
  secret text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (user_id, friendly_name)
);

create table auth_challenge (
  id uuid primary key,
  factor_id uuid not null references auth_factor (id) on delete cascade,
  ip text not null,
  created_at timestamptz not null default now(),
  verified_at timestamptz
);

-- PKCE: a code issued by verify or sign-up, exchanged with its verifier.
create table auth_flow_state (
  id uuid primary key,
  user_id uuid references auth_user (id) on delete cascade,
  auth_code text not null unique,
  code_challenge text not null,
  code_challenge_method text not null,
  authentication_method text not null,
  created_at timestamptz not null default now()
);

-- Fixed-window counters per key (action and IP), shared by every process.
create table auth_rate_limit (
  key text not null,
  window_start timestamptz not null,
  hits integer not null,
  primary key (key, window_start)
);
