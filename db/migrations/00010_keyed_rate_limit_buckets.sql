-- A plain hash of `forms:<address>` can be reversed by hashing every IPv4 address. Buckets are
-- now hashed with a secret made once per install, so the stored hashes reveal no address.
create table install_secrets (
  name text primary key,
  value text not null
);
insert into install_secrets (name, value)
values ('rate_limit_key', encode(sha256(convert_to(gen_random_uuid()::text || gen_random_uuid()::text || clock_timestamp()::text, 'UTF8')), 'hex'));

create function rate_limit_bucket(bucket text) returns text
language sql stable
as $$
  select encode(sha256(convert_to((select value from install_secrets where name = 'rate_limit_key') || ':' || bucket, 'UTF8')), 'base64')
$$;

-- Hits stored under the old, unkeyed hashes are forgotten: at worst a sender gets a fresh allowance once.
delete from rate_limit_hits;
