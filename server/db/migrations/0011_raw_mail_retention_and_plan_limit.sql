-- Raw mail retention (issue 14): the raw message of an accepted e-mail,
-- attachments included, is deleted 30 days after it arrived; the row stays
-- (the e-mail's parsed text, its events and the Message-ID used to spot a
-- repeat delivery live elsewhere or need no raw bytes), with raw set to
-- null and raw_deleted_at saying when.
alter table inbound_message alter column raw drop not null;
alter table inbound_message add column raw_deleted_at timestamptz;
create index inbound_message_retention_idx on inbound_message (received_at)
  where raw is not null;

-- The plans (issue 14): 'limited' is a message kept but not processed
-- because the Free plan's monthly allowance was used up; an upgrade queues
-- it again. processed_at marks the messages that count against the
-- allowance (read for events), in the month they arrived.
alter table inbound_message drop constraint inbound_message_state_check;
alter table inbound_message add constraint inbound_message_state_check
  check (state in ('queued', 'processing', 'done', 'failed', 'held', 'limited'));
alter table inbound_message add column processed_at timestamptz;
create index inbound_message_limited_idx on inbound_message (user_id)
  where state = 'limited';

-- The e-mail of a 'limited' message says so.
alter table email drop constraint email_status_check;
alter table email add constraint email_status_check
  check (status in ('received', 'review', 'limited', 'processed', 'ignored', 'failed'));
