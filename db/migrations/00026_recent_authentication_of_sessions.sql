-- When the holder of a session last proved who they are: at sign-in, or by typing their password
-- again. Removing a passkey, turning off the authenticator app or making new recovery codes asks
-- for the password again once this is more than five minutes old.
alter table admin_sessions add column authenticated_at timestamptz not null default now();
