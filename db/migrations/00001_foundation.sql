create table page_visits (
  id bigint generated always as identity primary key,
  page_name text not null,
  page_url text not null,
  visited_at timestamptz not null default now()
);
create index page_visits_visited_at_idx on page_visits (visited_at);

create table christmas_settings (
  id boolean primary key default true check (id),
  is_visible boolean not null default false,
  grotto_url text not null default '',
  updated_at timestamptz not null default now()
);
insert into christmas_settings (id) values (true);

create table rate_limit_hits (
  bucket text not null,
  hit_at timestamptz not null default now()
);
create index rate_limit_hits_bucket_idx on rate_limit_hits (bucket, hit_at);
