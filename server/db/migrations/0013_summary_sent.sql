-- Summary e-mails (issue 14): one row per user and period ('daily:2026-11-26'
-- or 'weekly:2026-11-29', the local date in the family's zone), inserted by
-- the process that sends that period's summary. The primary key makes the
-- claim: with several processes, one insert wins and one summary goes out.
create table summary_sent (
  user_id uuid not null,
  period text not null,
  sent_at timestamptz not null default now(),
  primary key (user_id, period)
);
