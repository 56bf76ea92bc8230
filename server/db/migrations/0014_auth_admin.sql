-- The admin API's bans (ban_duration) and the nonce GET /reauthenticate mails
-- for a password change (sha256 of e-mail + code, as the other codes are kept).
alter table auth_user add column banned_until timestamptz;
alter table auth_user add column reauthentication_token_hash text;
alter table auth_user add column reauthentication_sent_at timestamptz;
