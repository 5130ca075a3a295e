-- Each backup the server makes, or tries to: the dashboard shows the last ones, and when several
-- instances share the database, the lease on backup_schedule lets one of them make each backup.
create table backup_runs (
  id bigint generated always as identity primary key,
  started_at timestamptz not null default now(),
  finished_at timestamptz,
  status text not null default 'running' check (status in ('running', 'succeeded', 'failed', 'skipped')),
  file_name text,
  bytes bigint,
  sha256 text,
  error text check (length(error) <= 2000)
);
create index backup_runs_started_at_idx on backup_runs (started_at);

create table backup_schedule (
  id boolean primary key default true check (id),
  lease_until timestamptz
);
insert into backup_schedule (id) values (true);
