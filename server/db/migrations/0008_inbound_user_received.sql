-- The per-account intake limit counts an account's messages of the last
-- hour on every RCPT: an index on the account and the time of receipt.
create index inbound_message_user_received_idx on inbound_message (user_id, received_at);
