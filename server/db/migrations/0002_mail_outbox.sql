-- The embedded outbox: every message the server sends while SMTP_URL is
-- unset is kept here (and printed to the console), so a developer or a test
-- can open its link from /dev/outbox. With SMTP_URL set, mail goes out over
-- SMTP and this table stays empty.
create table mail_outbox (
  -- An identity rather than a random id: it orders messages sent within the
  -- same clock tick, so "newest first" is always well defined.
  id bigint generated always as identity primary key,
  created_at timestamptz not null default now(),
  "from" text not null,
  "to" text not null,
  subject text not null,
  text_body text not null,
  html_body text,
  -- What the message is for: signup_confirmation, recovery, email_change,
  -- magic_link or product. Open-ended, so a new kind needs no migration.
  kind text not null,
  -- The action link the message carries, if any (confirm, reset, sign in).
  link text
);

-- /dev/outbox.json?to= looks a recipient's newest messages up by address,
-- whatever the case it was typed in.
create index mail_outbox_to_idx on mail_outbox (lower("to"), id desc);
