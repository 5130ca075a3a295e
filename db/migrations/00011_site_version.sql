-- One number that every change to a public page moves on, so every server instance drops its cached pages.
create table site_version (
  id boolean primary key default true check (id),
  version bigint not null default 0
);
insert into site_version (id, version) values (true, 0);
