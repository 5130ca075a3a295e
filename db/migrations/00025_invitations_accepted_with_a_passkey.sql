-- An administrator who accepted their invitation with a passkey has no password until they set
-- one from an e-mailed link; signing in with a password then fails as a wrong password does.
alter table admins alter column password_hash drop not null;

-- A passkey registered while accepting an invitation: its challenge belongs to the invitation's
-- link, as the administrator does not exist until the passkey is verified.
alter table webauthn_challenges drop constraint webauthn_challenges_purpose_check;
alter table webauthn_challenges add constraint webauthn_challenges_purpose_check
  check (purpose in ('register', 'sign-in', 'second-step', 'invitation'));
alter table webauthn_challenges add column link_id uuid references admin_links (id) on delete cascade;
alter table webauthn_challenges add constraint webauthn_challenges_one_owner check (admin_id is null or link_id is null);
