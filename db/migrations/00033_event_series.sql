-- Regular activities as series (decision 057): the day and time on London's clock, never an
-- instant, and how they repeat. `sequence` moves on at every change, so calendar programs that
-- read the feed take it.
create table event_series (
  id uuid primary key default gen_random_uuid(),
  title text not null check (char_length(title) between 1 and 200),
  description text not null default '' check (char_length(description) <= 5000),
  place text not null check (place in ('hall', 'online', 'elsewhere')),
  place_detail text not null default '' check (char_length(place_detail) <= 300),
  start_time time,
  end_time time,
  -- { start, pattern, ending } as app/lib/calendar/recurrence.ts describes it.
  recurrence jsonb not null,
  sequence integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check ((start_time is null) = (end_time is null)),
  check (end_time > start_time)
);

-- One date of a series, cancelled (with a short public reason) or changed (moved, retimed, retitled).
create table event_series_exceptions (
  series_id uuid not null references event_series (id) on delete cascade,
  date date not null,
  kind text not null check (kind in ('cancelled', 'changed')),
  reason text not null default '' check (char_length(reason) <= 120),
  new_date date,
  new_start_time time,
  new_end_time time,
  new_title text check (char_length(new_title) between 1 and 200),
  primary key (series_id, date),
  check ((kind = 'changed') = (new_date is not null)),
  check ((new_start_time is null) = (new_end_time is null)),
  check (new_end_time > new_start_time)
);
