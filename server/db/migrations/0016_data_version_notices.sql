-- Issue 16 (session 4): a notice on every change to a data version, for the
-- embedded database's in-process copy of the versions (server/db/pgliteClient.ts).
-- A copy is safe there only because one process owns the folder and every
-- statement passes through its one database thread; that thread turns the
-- notices on for its session and listens. PostgreSQL sessions never turn
-- them on (several processes may share that database, so none keeps a copy),
-- so a bump costs them one setting lookup and no NOTIFY.
--
-- The notice is a trigger on data_version itself, so any change to a version
-- reports, whatever wrote it: the bump triggers, account deletion, or raw SQL.
-- NOTIFY is delivered when the transaction commits, and never when it rolls
-- back, which is exactly when a copy must be dropped.
create function notify_data_version() returns trigger
language plpgsql as $$
begin
  if current_setting('corkboard.data_version_notices', true) is distinct from 'on' then
    return null;
  end if;
  if tg_op = 'TRUNCATE' then
    perform pg_notify('data_version', '*');
    return null;
  end if;
  if tg_op <> 'INSERT' then
    perform pg_notify('data_version', old.user_id::text);
  end if;
  if tg_op <> 'DELETE' then
    perform pg_notify('data_version', new.user_id::text);
  end if;
  return null;
end;
$$;

create trigger data_version_notices
  after insert or update or delete on data_version
  for each row execute function notify_data_version();
create trigger data_version_truncate_notices
  after truncate on data_version
  for each statement execute function notify_data_version();
