-- One number that every change to a public page moves on, so every server instance drops its cached pages.
create table site_version (
  id boolean primary key default true check (id),
  version bigint not null default 0
);
insert into site_version (id, version) values (true, 0);

-- Any change to what public pages show moves the version on, in the same transaction, and tells
-- every listening instance at commit: through the site, a script or psql alike.
create function record_site_change() returns trigger language plpgsql as $$
declare
  next_version bigint;
begin
  update site_version set version = version + 1 returning version into next_version;
  perform pg_notify('site_version', next_version::text);
  return null;
end;
$$;

create trigger events_change_the_site after insert or update or delete or truncate on events
  for each statement execute function record_site_change();
create trigger christmas_settings_change_the_site after insert or update or delete or truncate on christmas_settings
  for each statement execute function record_site_change();
create trigger policy_files_change_the_site after insert or update or delete or truncate on policy_files
  for each statement execute function record_site_change();
