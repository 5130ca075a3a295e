-- Several administrators, one role: each has a name, and the dashboard shows when they last signed in.
alter table admins
  add column name text not null default '' check (length(name) <= 100),
  add column last_signed_in_at timestamptz;

-- Single-use links e-mailed to a person (decision 033): an invitation to become an administrator,
-- or a new password for one. The link holds "id.secret"; only SHA-256(secret) is kept.
create table admin_links (
  id uuid primary key default gen_random_uuid(),
  purpose text not null check (purpose in ('invitation', 'password_reset')),
  email text not null check (email = lower(email) and length(email) between 3 and 254),
  admin_id uuid references admins (id) on delete cascade,
  invited_by uuid references admins (id) on delete set null,
  secret_hash bytea not null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz,
  check ((purpose = 'password_reset') = (admin_id is not null))
);
-- One open invitation per address: inviting again renews it.
create unique index admin_links_open_invitation_key on admin_links (email) where purpose = 'invitation' and used_at is null;
create index admin_links_admin_id_idx on admin_links (admin_id);
create index admin_links_expires_at_idx on admin_links (expires_at);

-- E-mails to administrators themselves (invitations, reset links, notices) leave from the same
-- outbox as the forms' e-mails; they belong to no submission and have no reply-to.
alter table mail_outbox
  alter column submission_id drop not null,
  alter column form_type drop not null,
  alter column reply_to drop not null,
  add constraint mail_outbox_form_or_account check ((submission_id is null) = (form_type is null));
