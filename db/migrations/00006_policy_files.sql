-- The current PDF of each policy type; the bytes live in object storage under object_key.
create table policy_files (
  policy_type text primary key check (policy_type in ('safeguarding', 'privacy', 'health_safety', 'constitution', 'gift_aid')),
  object_key text not null unique check (object_key like 'policies/' || policy_type || '/%.pdf'),
  file_name text not null check (char_length(file_name) between 1 and 200),
  file_size integer not null check (file_size between 5 and 10485760),
  sha256 text not null check (sha256 ~ '^[0-9a-f]{64}$'),
  created_at timestamptz not null default now()
);
