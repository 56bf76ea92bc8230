-- The e-mail intake (issue 6): forwarding addresses, the queue of raw
-- inbound messages, blocked senders, event history and the live-change log.

-- One live address per user (retired_at null); a rotated one is kept,
-- retired, so its slug is never handed out again, and refuses mail at once.
create table forwarding_address (
  slug text primary key,
  user_id uuid not null,
  created_at timestamptz not null default now(),
  retired_at timestamptz
);
create unique index forwarding_address_live_idx on forwarding_address (user_id)
  where retired_at is null;

-- Every accepted message, raw, one row per recipient user, committed before
-- the SMTP 250 (or the webhook's 202). The worker claims due rows with
-- FOR UPDATE SKIP LOCKED; claim_token says whose claim is current, so a
-- worker whose claim was taken over (it ran past the stale limit) cannot
-- finish the message a second time. 'held' waits for the user to approve
-- the sender. The e-mail row the worker writes has the same id.
create table inbound_message (
  id uuid primary key,
  user_id uuid not null,
  recipient text not null,
  envelope_from text,
  raw bytea not null,
  size integer not null,
  received_at timestamptz not null default now(),
  state text not null default 'queued'
    check (state in ('queued', 'processing', 'done', 'failed', 'held')),
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  claimed_at timestamptz,
  claim_token uuid,
  claimed_by text,
  finished_by text,
  last_error text,
  email_id uuid,
  message_id text,
  sender text,
  sender_name text,
  subject text
);
create index inbound_message_due_idx on inbound_message (next_attempt_at)
  where state in ('queued', 'processing');
create index inbound_message_held_idx on inbound_message (user_id, sender)
  where state = 'held';
create index inbound_message_message_id_idx on inbound_message (user_id, message_id);

create table blocked_sender (
  user_id uuid not null,
  sender text not null,
  created_at timestamptz not null default now(),
  primary key (user_id, sender)
);

alter table email drop constraint email_status_check;
alter table email add constraint email_status_check
  check (status in ('received', 'review', 'processed', 'ignored', 'failed'));

alter table calendar_event drop constraint calendar_event_status_check;
alter table calendar_event add constraint calendar_event_status_check
  check (status in ('suggested', 'confirmed', 'dismissed', 'cancelled'));

-- What a later e-mail matches an event by: the iCalendar UID and SEQUENCE,
-- and the original sender of the e-mail that created it.
alter table calendar_event add column uid text;
alter table calendar_event add column sequence integer;
alter table calendar_event add column source_sender text;
create index calendar_event_uid_idx on calendar_event (user_id, uid) where uid is not null;

create table calendar_event_revision (
  id uuid primary key,
  event_id uuid not null references calendar_event (id) on delete cascade,
  user_id uuid not null,
  change text not null check (change in ('created', 'updated', 'cancelled', 'edited')),
  email_id uuid references email (id) on delete set null,
  summary text not null,
  -- The event's fields before this change, for the record.
  previous jsonb,
  at timestamptz not null default clock_timestamp()
);
create index calendar_event_revision_event_idx on calendar_event_revision (event_id, at, id);

-- GET /api/live: every server process polls this log for its listeners'
-- users, so a change committed by another process reaches them too.
create table live_change (
  id bigint generated always as identity primary key,
  user_id uuid not null,
  kind text not null,
  entity_id text not null,
  action text not null,
  at timestamptz not null default clock_timestamp()
);
create index live_change_user_idx on live_change (user_id, id);
create index live_change_at_idx on live_change (at);
