-- Recovery codes for two-step sign-in (issue 14): ten single-use codes a
-- user sees once, when the first authenticator is turned on or when they
-- make new ones. Only a hash of each is kept (sha256 of the user id and the
-- normalised code; a code carries 60 random bits). Making new codes deletes
-- the old ones; using one sets used_at, and a used code is never accepted
-- again. They go with the user.
create table auth_recovery_code (
  id bigint generated always as identity primary key,
  user_id uuid not null references auth_user (id) on delete cascade,
  code_hash text not null,
  used_at timestamptz,
  created_at timestamptz not null default now(),
  unique (user_id, code_hash)
);
