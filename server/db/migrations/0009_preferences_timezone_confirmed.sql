-- Whether the family's time zone was chosen (at sign-up from the browser,
-- in Setup or in Preferences) rather than left at the old UTC default. An
-- account whose zone is not confirmed is asked for it on the dashboard
-- (issue 13): a zone other than UTC was picked by someone, so it counts as
-- confirmed; UTC may be the default nobody chose.
alter table preferences add column timezone_confirmed boolean not null default false;
update preferences set timezone_confirmed = true where timezone <> 'UTC';
