-- Every public form submission is kept here before the visitor sees success.
create table form_submissions (
  id uuid primary key default gen_random_uuid(),
  form_type text not null check (form_type in ('contact', 'hall_hire', 'stay_in_touch')),
  fields jsonb not null,
  is_spam boolean not null default false,
  created_at timestamptz not null default now()
);
create index form_submissions_created_at_idx on form_submissions (created_at);

-- One notification e-mail per recipient, rendered when queued and delivered by the outbox worker.
--   pending       waiting to be sent (again) at next_attempt_at
--   sending       claimed by a worker until lease_expires_at
--   sent          accepted by the mail provider
--   failed        given up after the last attempt; last_error says why
--   held          not sent: no mail provider configured; released when one is
--   no_recipient  no address configured for this form; picked up once there is one
create table mail_outbox (
  id uuid primary key default gen_random_uuid(),
  submission_id uuid not null references form_submissions (id),
  form_type text not null check (form_type in ('contact', 'hall_hire', 'stay_in_touch')),
  recipient_email text,
  recipient_name text,
  reply_to text not null,
  subject text not null,
  html text not null,
  text text not null,
  status text not null default 'pending'
    check (status in ('pending', 'sending', 'sent', 'failed', 'held', 'no_recipient')),
  check ((recipient_email is null) = (status = 'no_recipient')),
  attempts int not null default 0,
  last_error text,
  next_attempt_at timestamptz not null default now(),
  lease_expires_at timestamptz,
  provider_message_id text,
  created_at timestamptz not null default now(),
  sent_at timestamptz
);
create index mail_outbox_due_idx on mail_outbox (next_attempt_at) where status in ('pending', 'sending');
create index mail_outbox_created_at_idx on mail_outbox (created_at desc);

-- The result of a form posted without JavaScript, shown once the browser follows the 303 back
-- to the page. Only the browser holding the matching cookie token can read it.
create table form_flashes (
  id uuid primary key default gen_random_uuid(),
  form_type text not null check (form_type in ('contact', 'hall_hire', 'stay_in_touch')),
  token_hash text not null,
  outcome jsonb not null,
  expires_at timestamptz not null
);
create index form_flashes_expires_at_idx on form_flashes (expires_at);
