-- Settings this installation generates once and keeps, such as the signing
-- secret of the embedded auth service when AUTH_JWT_SECRET is not set.
create table instance_setting (
  name text primary key,
  value text not null,
  created_at timestamptz not null default now()
);
