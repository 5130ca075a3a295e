-- The account page lists an administrator's sessions and ends one by this id. The row's own id is
-- the first half of the session's token, so it never leaves the server.
alter table admin_sessions add column public_id uuid not null default gen_random_uuid();
create unique index admin_sessions_public_id on admin_sessions (public_id);
