-- Passkeys (WebAuthn credentials) of each administrator: the public key and the signature
-- counter the authenticator last reported, with the name its owner gave and when it was last used.
create table admin_passkeys (
  id text primary key check (length(id) between 16 and 1400),
  admin_id uuid not null references admins (id) on delete cascade,
  public_key bytea not null,
  counter bigint not null default 0 check (counter >= 0),
  transports text[] not null default '{}',
  name text not null check (length(name) between 1 and 60),
  created_at timestamptz not null default now(),
  last_used_at timestamptz
);
create index admin_passkeys_admin_id_idx on admin_passkeys (admin_id);

-- An authenticator app (TOTP). The secret is encrypted (AES-256-GCM) with the install's own key;
-- `last_step` is the latest 30-second step a code was accepted for, so no code counts twice.
-- `confirmed_at` is null until a first code proves the app was set up.
create table admin_totp (
  admin_id uuid primary key references admins (id) on delete cascade,
  secret_encrypted bytea not null,
  last_step bigint not null default 0,
  created_at timestamptz not null default now(),
  confirmed_at timestamptz
);

-- One-time recovery codes: only SHA-256 of each is kept; a used one is deleted.
create table admin_recovery_codes (
  admin_id uuid not null references admins (id) on delete cascade,
  code_hash bytea not null,
  primary key (admin_id, code_hash)
);

-- WebAuthn challenges, single use and short-lived: only their SHA-256 is kept.
create table webauthn_challenges (
  challenge_hash bytea primary key,
  purpose text not null check (purpose in ('register', 'sign-in', 'second-step')),
  admin_id uuid references admins (id) on delete cascade,
  expires_at timestamptz not null
);
create index webauthn_challenges_expires_at_idx on webauthn_challenges (expires_at);

-- A password accepted, a second step still to come: no session yet, only SHA-256 of the token
-- held in the browser's short-lived HttpOnly cookie.
create table admin_pending_sign_ins (
  token_hash bytea primary key,
  admin_id uuid not null references admins (id) on delete cascade,
  expires_at timestamptz not null
);
create index admin_pending_sign_ins_expires_at_idx on admin_pending_sign_ins (expires_at);

-- Whether every administrator must have a second factor or a passkey (the host may also force it).
create table admin_security_settings (
  id boolean primary key default true check (id),
  require_second_factor boolean not null default false,
  updated_at timestamptz not null default now()
);

-- The key that encrypts TOTP secrets, made once per install like the rate-limit key.
insert into install_secrets (name, value)
values ('totp_key', encode(sha256(convert_to(gen_random_uuid()::text || gen_random_uuid()::text || clock_timestamp()::text, 'UTF8')), 'hex'))
on conflict (name) do nothing;

-- Account e-mails (a passkey or second factor changed) go through the outbox too; they belong to no form.
alter table mail_outbox alter column submission_id drop not null;
alter table mail_outbox alter column form_type drop not null;
