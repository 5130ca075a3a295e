create table events (
  id uuid primary key default gen_random_uuid(),
  title text not null check (length(title) between 1 and 200),
  description text not null check (length(description) between 1 and 5000),
  event_date date not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index events_event_date_idx on events (event_date);

create table email_configurations (
  id uuid primary key default gen_random_uuid(),
  form_type text not null unique check (form_type in ('contact', 'hall_hire', 'stay_in_touch')),
  email_address text not null,
  display_name text not null,
  updated_at timestamptz not null default now()
);
