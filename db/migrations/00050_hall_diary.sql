-- The hall's diary (issue 40, decision 073): rooms, the hirers' bookings and the terms they accept.
-- The church's own use of a room comes from the calendar: a series at the hall (place 'hall')
-- uses the room whose calendar_place is 'hall'. Each booking, and each church use, holds its room
-- for the turnaround time before and after it, for setting up and clearing down.

create table rooms (
  id uuid primary key default gen_random_uuid(),
  name text not null unique check (char_length(name) between 1 and 80),
  -- shown in this order, on the public page and in the dashboard
  position integer not null default 0,
  -- the room the calendar's series at the church hall use; at most one
  calendar_place text unique check (calendar_place = 'hall'),
  created_at timestamptz not null default now()
);
insert into rooms (name, position, calendar_place) values ('Main hall', 0, 'hall');

create table hall_settings (
  id boolean primary key default true check (id),
  -- minutes held before and after each use of a room, for setting up and clearing down
  turnaround_minutes integer not null default 30 check (turnaround_minutes between 0 and 240),
  -- the administrators' private feed of every booking: only the hash of its secret is kept
  feed_token_hash text unique,
  feed_renewed_at timestamptz
);
insert into hall_settings default values;

-- Words with legal weight: each version of the hire terms a hirer accepts, numbered, never edited.
create table hire_terms (
  version integer primary key,
  text text not null check (char_length(text) between 1 and 20000),
  introduced_at timestamptz not null default now()
);
create function refuse_hire_terms_change() returns trigger language plpgsql as $$
begin
  raise exception 'Hire terms version % is kept as it was accepted; add a new version instead', old.version;
end $$;
create trigger hire_terms_never_change before update or delete on hire_terms
  for each row execute function refuse_hire_terms_change();
insert into hire_terms (version, text) values (1, $terms$The hirer books the room for the times agreed, including setting up and clearing down, and leaves it clean, tidy and as they found it.
The hirer is responsible for the people at their activity, keeps fire exits clear and follows the fire safety notice displayed in the hall.
No alcohol, smoking or vaping on the premises without the church's written agreement.
Any damage or breakage is reported to the church at once, and the hirer pays for its repair.
An activity for children or adults at risk follows the hirer's own safeguarding policy, which the hirer confirms they hold.
Either side may cancel a booking by telling the other; the church will give as much notice as it can.$terms$);

-- A hirer: one per e-mail address, so a regular hirer's bookings share one private feed.
create table hall_hirers (
  id uuid primary key default gen_random_uuid(),
  name text not null check (char_length(name) between 1 and 120),
  email text not null check (char_length(email) between 3 and 254),
  phone text not null default '' check (char_length(phone) <= 40),
  -- the hirer's private feed of their own bookings: only the hash of its secret is kept
  feed_token_hash text unique,
  created_at timestamptz not null default now()
);
create unique index hall_hirers_email_idx on hall_hirers (lower(email));

-- A booking of a room: one date, or a repeating one (the calendar's recurrence, without 'never')
-- with dates skipped for school and bank holidays.
--   provisional  held while the hirer is asked; it blocks the room
--   confirmed    agreed; it blocks the room
--   declined     not agreed; it no longer blocks
--   cancelled    agreed, then called off; it no longer blocks
create table hall_bookings (
  id uuid primary key default gen_random_uuid(),
  room_id uuid not null references rooms (id),
  hirer_id uuid not null references hall_hirers (id),
  purpose text not null check (char_length(purpose) between 1 and 500),
  status text not null default 'provisional' check (status in ('provisional', 'confirmed', 'declined', 'cancelled')),
  start_time time not null,
  end_time time not null check (end_time > start_time),
  -- { start, pattern, ending } as app/lib/calendar/recurrence.ts describes it; never without an end
  recurrence jsonb not null check (recurrence -> 'ending' ->> 'kind' in ('until', 'count')),
  skip_dates date[] not null default '{}' check (cardinality(skip_dates) <= 200),
  terms_version integer not null references hire_terms (version),
  -- an activity for children or adults at risk, and the hirer's word that they hold a safeguarding policy for it
  with_children boolean not null default false,
  safeguarding_confirmed boolean not null default false,
  check (not with_children or safeguarding_confirmed),
  -- the enquiry it was made from, while the inbox keeps it
  enquiry_id uuid references form_submissions (id) on delete set null,
  -- set when an administrator booked it knowingly over a clash: what it clashed with
  clash_overridden text check (char_length(clash_overridden) <= 2000),
  notes text not null default '' check (char_length(notes) <= 2000),
  created_by text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  decided_at timestamptz
);
create index hall_bookings_room_idx on hall_bookings (room_id) where status in ('provisional', 'confirmed');
create index hall_bookings_hirer_idx on hall_bookings (hirer_id);

-- Rooms, bookings and the turnaround change what the public availability shows.
create trigger rooms_change_the_site after insert or update or delete on rooms
  for each statement execute function record_site_change();
create trigger hall_settings_change_the_site after update on hall_settings
  for each statement execute function record_site_change();
create trigger hall_bookings_change_the_site after insert or update or delete on hall_bookings
  for each statement execute function record_site_change();
