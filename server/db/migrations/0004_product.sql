-- The product's own rows: family, preferences, e-mails, events and the
-- calendar feed. Every row carries the user it belongs to. user_id has no
-- foreign key to auth_user: with a hosted Supabase project (SUPABASE_URL)
-- the users live in that project, not here.

create table family_member (
  id uuid primary key,
  user_id uuid not null,
  name text not null,
  relationship text not null check (relationship in ('self', 'partner', 'child', 'other')),
  email text,
  color text not null,
  birth_date date,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index family_member_user_idx on family_member (user_id, created_at, id);

create table preferences (
  user_id uuid primary key,
  timezone text not null,
  week_starts_on text not null,
  trusted_senders jsonb not null default '[]'::jsonb,
  auto_confirm_events boolean not null default false,
  digest text not null default 'off',
  reminder_minutes integer,
  updated_at timestamptz not null default now()
);

create table email (
  id uuid primary key,
  user_id uuid not null,
  from_address text not null,
  to_address text not null,
  subject text not null default '',
  received_at timestamptz not null,
  text_body text not null default '',
  html_body text,
  attachments jsonb not null default '[]'::jsonb,
  status text not null default 'received' check (status in ('received', 'processed', 'ignored', 'failed')),
  status_reason text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index email_user_received_idx on email (user_id, received_at desc, id desc);

create table calendar_event (
  id uuid primary key,
  user_id uuid not null,
  title text not null,
  description text not null default '',
  -- Timed events: instants. All-day events: local midnight of the first day
  -- and of the day after the last, in the event's time zone.
  starts_at timestamptz not null,
  ends_at timestamptz not null,
  all_day boolean not null default false,
  timezone text not null,
  location text not null default '',
  status text not null default 'suggested' check (status in ('suggested', 'confirmed', 'dismissed')),
  source_email_id uuid references email (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (ends_at >= starts_at)
);
create index calendar_event_user_start_idx on calendar_event (user_id, starts_at, id);
create index calendar_event_source_idx on calendar_event (source_email_id);

create table calendar_event_member (
  event_id uuid not null references calendar_event (id) on delete cascade,
  family_member_id uuid not null references family_member (id) on delete cascade,
  primary key (event_id, family_member_id)
);
create index calendar_event_member_member_idx on calendar_event_member (family_member_id);

-- One feed per user, made the first time Setup shows it. The token is kept
-- as it is (not hashed): Setup shows the feed URL on every visit, as
-- calendar services do with their secret addresses. Rotating replaces the
-- token; turning the feed off sets it to null, so it stays off until the
-- user turns it on again. last_fetched_at says a calendar app subscribed.
create table calendar_feed (
  user_id uuid primary key,
  token text unique,
  created_at timestamptz not null default now(),
  last_fetched_at timestamptz
);

-- POST /api/email/send: one row per message sent, for the rate limit.
create table email_send_log (
  id bigint generated always as identity primary key,
  user_id uuid not null,
  recipient text not null,
  sent_at timestamptz not null default now()
);
create index email_send_log_user_idx on email_send_log (user_id, sent_at);
