-- The regular activity whose time the pages read from a series (decision 058): one series each.
alter table event_series add column activity text unique
  check (activity in ('sunday-service', 'prayer-meeting', 'warm-space', 'over-sixties'));

-- A series on a break for a range of dates ("August break"), both days included: its dates in the
-- range are not met, and the list and the feed say so.
create table event_series_breaks (
  series_id uuid not null references event_series (id) on delete cascade,
  from_date date not null,
  to_date date not null,
  reason text not null default '' check (char_length(reason) <= 120),
  primary key (series_id, from_date),
  check (to_date >= from_date)
);

-- A series or one of its dates changes what What's On When, the pages' times and the feed show.
create trigger event_series_change_the_site after insert or update or delete or truncate on event_series
  for each statement execute function record_site_change();
create trigger event_series_exceptions_change_the_site after insert or update or delete or truncate on event_series_exceptions
  for each statement execute function record_site_change();
create trigger event_series_breaks_change_the_site after insert or update or delete or truncate on event_series_breaks
  for each statement execute function record_site_change();

-- The spec's regular activities are the calendar's first series.
insert into event_series (title, description, place, place_detail, start_time, end_time, recurrence, activity) values
  ('Sunday service', 'Our Sunday service: come as you are. Tea, coffee and cake afterwards.', 'hall', '', '10:30', '12:00',
    '{"start": "2026-01-04", "pattern": {"kind": "weekly", "interval": 1, "weekdays": ["SU"]}, "ending": {"kind": "never"}}', 'sunday-service'),
  ('Prayer meeting', 'We pray together on Zoom on Wednesday evenings.', 'online', 'on Zoom', '20:00', '21:00',
    '{"start": "2026-01-07", "pattern": {"kind": "weekly", "interval": 1, "weekdays": ["WE"]}, "ending": {"kind": "never"}}', 'prayer-meeting'),
  ('Warm Space', 'A warm, welcoming place with hot drinks and company.', 'hall', '', '17:00', '20:00',
    '{"start": "2026-01-06", "pattern": {"kind": "weekly", "interval": 1, "weekdays": ["TU"]}, "ending": {"kind": "never"}}', 'warm-space'),
  ('Come ’n Chat (over-60s)', 'Tea and a chat for the over-60s.', 'hall', '', '10:00', '12:30',
    '{"start": "2026-01-08", "pattern": {"kind": "weekly", "interval": 1, "weekdays": ["TH"]}, "ending": {"kind": "never"}}', 'over-sixties');
