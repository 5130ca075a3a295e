-- Stored form submissions per clock hour, across the three forms, against the site-wide ceiling
-- (FORM_SUBMISSIONS_PER_HOUR): one row an hour, taken in one upsert, so concurrent posts never
-- store more than the ceiling. `refused` counts the submissions turned away once it was reached.
create table form_submission_hours (
  hour timestamptz primary key,
  stored integer not null default 0 check (stored >= 0),
  refused integer not null default 0 check (refused >= 0),
  last_refused_at timestamptz
);

-- Where an administrator has signed in before: a device (the SHA-256 of the random token in its
-- admin_device cookie) or an address (its keyed hash, as rate limits store them, never the
-- address). Failures from these count apart from a stranger's, so strangers cannot lock them out.
create table admin_sign_in_trust (
  key text not null,
  account text not null,
  kind text not null check (kind in ('device', 'address')),
  last_signed_in_at timestamptz not null default now(),
  primary key (key, account)
);
create index admin_sign_in_trust_account_idx on admin_sign_in_trust (account, last_signed_in_at);
