-- Visits are counted, not logged: one counter per page per day (Europe/London), whatever the traffic.
create table page_visit_days (
  day date not null,
  page_name text not null,
  visits bigint not null check (visits >= 0),
  primary key (day, page_name)
);

insert into page_visit_days (day, page_name, visits)
select (visited_at at time zone 'Europe/London')::date, page_name, count(*)
from page_visits
group by 1, 2;

drop table page_visits;
