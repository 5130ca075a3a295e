create table admins (
  id uuid primary key default gen_random_uuid(),
  email text not null check (email = lower(email) and length(email) between 3 and 254),
  password_hash text not null,
  created_at timestamptz not null default now(),
  password_changed_at timestamptz not null default now()
);
create unique index admins_email_key on admins (email);

-- The Lucia session design: the token is "id.secret"; only SHA-256(secret) is kept.
create table admin_sessions (
  id text primary key,
  admin_id uuid not null references admins (id) on delete cascade,
  secret_hash bytea not null,
  created_at timestamptz not null default now(),
  last_verified_at timestamptz not null default now()
);
create index admin_sessions_admin_id_idx on admin_sessions (admin_id);
create index admin_sessions_last_verified_at_idx on admin_sessions (last_verified_at);

create table audit_log (
  id bigint generated always as identity primary key,
  occurred_at timestamptz not null default now(),
  actor_email text,
  action text not null,
  detail text not null default ''
);
create index audit_log_occurred_at_idx on audit_log (occurred_at desc);
