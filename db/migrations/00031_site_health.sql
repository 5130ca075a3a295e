-- Each problem the site's health check found (backups stopped, a low disk, failing mail, a restarted
-- database), from when it started to when it ended: the administrators are e-mailed once at each,
-- whatever restarts happen in between. At most one of a kind is open at a time.
create table site_health_problems (
  id bigint generated always as identity primary key,
  kind text not null check (kind in ('backups', 'disk', 'mail', 'database')),
  started_at timestamptz not null default now(),
  last_seen_at timestamptz not null default now(),
  ended_at timestamptz
);
create unique index site_health_problems_open_idx on site_health_problems (kind) where ended_at is null;

-- Each time the embedded PostgreSQL stopped unexpectedly and the site started it again.
create table database_restarts (
  id bigint generated always as identity primary key,
  stopped_at timestamptz not null
);
create index database_restarts_stopped_at_idx on database_restarts (stopped_at);
