-- The account page lists an administrator's sessions and ends one by this id. The row's own id is
-- the first half of the session's token, so it never leaves the server.
alter table admin_sessions add column public_id uuid not null default gen_random_uuid();
create unique index admin_sessions_public_id on admin_sessions (public_id);
-- A short description of the browser that holds the session ("Firefox on Windows"), taken from its
-- User-Agent the first time the session is used, so that its holder can tell their sessions apart.
alter table admin_sessions add column browser text check (char_length(browser) <= 100);
