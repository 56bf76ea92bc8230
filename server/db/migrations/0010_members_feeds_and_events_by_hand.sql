-- Issue 13: family members as the mail and the feed name them.
-- also_called: the nicknames a member's events are matched by ("Em", "Bobby").
alter table family_member add column also_called jsonb not null default '[]'::jsonb;

-- Whether the feed's titles start with whose event it is ("Emma: Swim gala").
alter table preferences add column feed_names_in_title boolean not null default true;

-- One feed per member, like the family's calendar_feed: a null token is a
-- feed turned off; rotating replaces the token. Removing the member removes it.
create table member_calendar_feed (
  family_member_id uuid primary key references family_member (id) on delete cascade,
  user_id uuid not null,
  token text unique,
  created_at timestamptz not null default now(),
  last_fetched_at timestamptz
);
create index member_calendar_feed_user_idx on member_calendar_feed (user_id);

-- Events by hand (issue 13): deleting an event hides it rather than erasing
-- it, so its history stays and Undo can bring it back.
alter table calendar_event add column deleted_at timestamptz;
alter table calendar_event_revision drop constraint calendar_event_revision_change_check;
alter table calendar_event_revision add constraint calendar_event_revision_change_check
  check (change in ('created', 'updated', 'cancelled', 'edited', 'deleted', 'restored'));
