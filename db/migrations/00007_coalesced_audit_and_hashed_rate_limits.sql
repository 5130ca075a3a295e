-- Rate-limit buckets are now stored as hashes, so no client address is kept: forget the old ones.
delete from rate_limit_hits;

-- Repeated events (a flood of refused sign-ins) fold into one entry per key, with a count.
alter table audit_log
  add column occurrences integer not null default 1 check (occurrences >= 1),
  add column coalesce_key text;
create unique index audit_log_coalesce_key_idx on audit_log (coalesce_key) where coalesce_key is not null;
