-- News by e-mail (issue 37, decision 060): the notices the administrator writes, and one delivery
-- per person per notice. A news e-mail leaves from the same outbox as every other e-mail.

create table notices (
  id uuid primary key default gen_random_uuid(),
  subject text not null check (char_length(subject) between 1 and 150),
  -- plain text: paragraphs separated by a blank line, links written [label](address)
  body text not null check (char_length(body) between 1 and 20000),
  status text not null default 'draft' check (status in ('draft', 'sending', 'sent')),
  author_email text not null,
  -- the confirmed subscribers when sending began: the N of "Send to N people"
  recipients int check (recipients >= 0),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  started_at timestamptz,
  finished_at timestamptz,
  check ((status = 'draft') = (started_at is null))
);
create index notices_created_at_idx on notices (created_at desc);
create index notices_sending_idx on notices (started_at) where status = 'sending';

-- Exactly once per person per notice: the unique key refuses a second row, whatever instance or
-- restart tries. outbox_id names the e-mail in mail_outbox; it has no foreign key because a
-- backup leaves out unsent e-mails to people (their bodies hold a personal link).
create table notice_deliveries (
  notice_id uuid not null references notices (id) on delete cascade,
  subscriber_id uuid not null references subscribers (id) on delete cascade,
  outbox_id uuid not null unique,
  created_at timestamptz not null default now(),
  primary key (notice_id, subscriber_id)
);
create index notice_deliveries_subscriber_idx on notice_deliveries (subscriber_id);

-- A news e-mail carries its own headers (List-Unsubscribe, RFC 8058) and belongs to its notice.
-- It is neither a form's e-mail nor an account's: it has no submission and no form type.
alter table mail_outbox
  add column headers jsonb check (headers is null or jsonb_typeof(headers) = 'object'),
  add column notice_id uuid references notices (id) on delete cascade,
  add constraint mail_outbox_notice_not_form check (notice_id is null or form_type is null);
create index mail_outbox_notice_idx on mail_outbox (notice_id, status) where notice_id is not null;
