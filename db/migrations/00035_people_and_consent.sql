-- People who ask to hear the church's news (issue 37, decision 059). The address is kept while a
-- person is waiting to confirm or confirmed; once they opt out or are erased only its keyed hash
-- stays, in suppressed_addresses, so no later import can write to them again.

-- Words with legal weight: each wording the news choice was shown with, numbered, never edited.
create table consent_wordings (
  version int primary key,
  purpose text not null check (purpose in ('news')),
  label text not null,
  explanation text not null,
  introduced_at timestamptz not null default now()
);

create function refuse_consent_wording_change() returns trigger language plpgsql as $$
begin
  raise exception 'consent wording % is kept as it was shown; add a new version instead', old.version;
end $$;
create trigger consent_wordings_never_change before update or delete on consent_wordings
  for each row execute function refuse_consent_wording_change();

insert into consent_wordings (version, purpose, label, explanation) values
  (1, 'news', 'Send me the church''s news by e-mail',
   'We will e-mail you once to confirm. After that we send our news now and then, never share your address, and every e-mail has a link to stop them at once.');

-- One row per address that asked. email is null once the person has opted out.
create table subscribers (
  id uuid primary key default gen_random_uuid(),
  email text unique check (email is null or char_length(email) <= 254),
  -- keyed hash of the lower-cased address (server/people/address-hash.ts)
  email_hash text not null unique,
  name text not null default '' check (char_length(name) <= 200),
  status text not null check (status in ('unconfirmed', 'confirmed', 'unsubscribed')),
  check ((email is null) = (status = 'unsubscribed')),
  confirm_token_hash text unique,
  confirm_expires_at timestamptz,
  created_at timestamptz not null default now(),
  confirmed_at timestamptz,
  unsubscribed_at timestamptz
);
create index subscribers_confirmed_idx on subscribers (created_at) where status = 'confirmed';

-- The consent ledger: every step, appended and never changed. An erasure removes a person's rows
-- with the person (on delete cascade) and is recorded in personal_data_erasures without them.
create table consent_events (
  id bigserial primary key,
  subscriber_id uuid not null references subscribers (id) on delete cascade,
  event text not null check (event in ('asked', 'confirmed', 'opted_out')),
  basis text not null check (basis in ('consent', 'charity_soft_opt_in')),
  wording_version int references consent_wordings (version),
  -- where it happened: 'stay_in_touch form', 'contact form', 'confirmation link', 'one-click unsubscribe', 'unsubscribe page', 'dashboard'
  source text not null check (char_length(source) <= 60),
  at timestamptz not null default now()
);
create index consent_events_subscriber_idx on consent_events (subscriber_id, at);

create function refuse_consent_event_change() returns trigger language plpgsql as $$
begin
  raise exception 'the consent ledger is appended to, never changed';
end $$;
create trigger consent_events_never_change before update on consent_events
  for each row execute function refuse_consent_event_change();

-- Addresses that must never be written to again, kept only as their keyed hash.
create table suppressed_addresses (
  email_hash text primary key,
  reason text not null check (reason in ('unsubscribed', 'erased')),
  at timestamptz not null default now()
);

-- Each erasure done at the data-rights desk, without the personal data it removed.
create table personal_data_erasures (
  id uuid primary key default gen_random_uuid(),
  erased_at timestamptz not null default now(),
  erased_by text not null,
  -- rows removed per table, e.g. {"form_submissions": 2, "subscribers": 1}
  removed jsonb not null,
  -- rows kept per table with the reason, e.g. {"gift_aid_declarations": "HMRC requires six years"}
  kept jsonb not null default '{}'
);

-- The key of the addresses' hashes and of the links in news e-mails. Never rotated: a suppressed
-- address is recognised by its hash, and an unsubscribe link must keep working.
insert into install_secrets (name, value)
values ('people_key', encode(sha256(convert_to(gen_random_uuid()::text || gen_random_uuid()::text || clock_timestamp()::text, 'UTF8')), 'hex'))
on conflict (name) do nothing;
