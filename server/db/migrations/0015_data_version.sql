-- Issue 16: each user's data version, for answers a browser can revalidate
-- (ETag / If-None-Match). Every write to a user's rows bumps it, by triggers
-- rather than by each write path, so a write path added later cannot forget
-- it, and several server processes on one PostgreSQL agree because it lives
-- here.
--
-- The triggers are deferred constraint triggers: they run when the
-- transaction commits, so the version changes exactly when the write does
-- (a rolled-back write leaves it as it was), and its row is locked only for
-- the moment of the commit, after every other lock the transaction takes.
-- A transaction bumps a user's version once however many rows it writes:
-- bumped_by remembers the transaction that last bumped it. A user's first
-- version is picked at random, so a user whose row was removed (account
-- deletion removes it) never counts through the same versions again.
create table data_version (
  user_id uuid primary key,
  version bigint not null,
  bumped_by bigint not null
);

create function bump_data_version_of(owner uuid) returns void
language plpgsql as $$
begin
  if owner is null then
    return;
  end if;
  insert into data_version as v (user_id, version, bumped_by)
    values (owner, 1 + floor(random() * 1e15)::bigint, txid_current())
  on conflict (user_id) do update
    set version = v.version + 1, bumped_by = excluded.bumped_by
    where v.bumped_by <> excluded.bumped_by;
end;
$$;

-- For tables with a user_id column.
create function bump_data_version() returns trigger
language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    perform bump_data_version_of(new.user_id);
  elsif tg_op = 'DELETE' then
    perform bump_data_version_of(old.user_id);
  else
    perform bump_data_version_of(old.user_id);
    if new.user_id is distinct from old.user_id then
      perform bump_data_version_of(new.user_id);
    end if;
  end if;
  return null;
end;
$$;

-- An event's family members: the owner is the event's. When the event itself
-- is gone by the time this runs (a cascade), its own delete bumped already.
create function bump_data_version_of_event_member() returns trigger
language plpgsql as $$
begin
  if tg_op <> 'INSERT' then
    perform bump_data_version_of((select e.user_id from calendar_event e where e.id = old.event_id));
  end if;
  if tg_op <> 'DELETE' then
    perform bump_data_version_of((select e.user_id from calendar_event e where e.id = new.event_id));
  end if;
  return null;
end;
$$;

create constraint trigger family_member_data_version
  after insert or update or delete on family_member
  deferrable initially deferred for each row execute function bump_data_version();
create constraint trigger preferences_data_version
  after insert or update or delete on preferences
  deferrable initially deferred for each row execute function bump_data_version();
create constraint trigger email_data_version
  after insert or update or delete on email
  deferrable initially deferred for each row execute function bump_data_version();
create constraint trigger calendar_event_data_version
  after insert or update or delete on calendar_event
  deferrable initially deferred for each row execute function bump_data_version();
create constraint trigger calendar_event_revision_data_version
  after insert or update or delete on calendar_event_revision
  deferrable initially deferred for each row execute function bump_data_version();
create constraint trigger calendar_event_member_data_version
  after insert or update or delete on calendar_event_member
  deferrable initially deferred for each row execute function bump_data_version_of_event_member();
create constraint trigger blocked_sender_data_version
  after insert or update or delete on blocked_sender
  deferrable initially deferred for each row execute function bump_data_version();
-- Held mail is the review of new senders; the queue's own bookkeeping
-- (claims, attempts, deleting raw copies) changes nothing a user reads.
create constraint trigger inbound_message_data_version
  after insert or delete on inbound_message
  deferrable initially deferred for each row execute function bump_data_version();
create constraint trigger inbound_message_read_data_version
  after update on inbound_message
  deferrable initially deferred for each row
  when (old.state is distinct from new.state or old.sender is distinct from new.sender
    or old.sender_name is distinct from new.sender_name or old.subject is distinct from new.subject
    or old.user_id is distinct from new.user_id)
  execute function bump_data_version();
create constraint trigger billing_subscription_data_version
  after insert or update or delete on billing_subscription
  deferrable initially deferred for each row execute function bump_data_version();
