-- Complaints about the church's use of personal data (issue 37, decision 062): the Data (Use and
-- Access) Act 2025 asks that each is acknowledged within 30 days and answered without undue delay.
-- A complaint is sent with the public form of type 'complaint', so every list of form types names it.
alter table email_configurations drop constraint email_configurations_form_type_check;
alter table email_configurations add constraint email_configurations_form_type_check
  check (form_type in ('contact', 'hall_hire', 'stay_in_touch', 'complaint'));
alter table form_submissions drop constraint form_submissions_form_type_check;
alter table form_submissions add constraint form_submissions_form_type_check
  check (form_type in ('contact', 'hall_hire', 'stay_in_touch', 'complaint'));
alter table mail_outbox drop constraint mail_outbox_form_type_check;
alter table mail_outbox add constraint mail_outbox_form_type_check
  check (form_type in ('contact', 'hall_hire', 'stay_in_touch', 'complaint'));
alter table form_flashes drop constraint form_flashes_form_type_check;
alter table form_flashes add constraint form_flashes_form_type_check
  check (form_type in ('contact', 'hall_hire', 'stay_in_touch', 'complaint'));

-- At most COMPLAINTS_LIMIT rows (server/complaints/limits.ts); an answered complaint is deleted a
-- year after its answer, an open one is kept until it is answered.
create table complaints (
  id uuid primary key default gen_random_uuid(),
  -- its copy in the messages inbox, until that copy's own retention removes it
  submission_id uuid references form_submissions (id) on delete set null,
  name text not null check (char_length(name) between 1 and 200),
  email text not null check (char_length(email) between 3 and 254),
  about text not null check (char_length(about) between 1 and 5000),
  received_at timestamptz not null default now(),
  -- the acknowledgement e-mail; acknowledged_at is the moment the mail provider accepted it
  acknowledgement_id uuid references mail_outbox (id) on delete set null,
  acknowledged_at timestamptz,
  answered_at timestamptz,
  answered_by text check (char_length(answered_by) <= 254),
  check ((answered_at is null) = (answered_by is null))
);
create index complaints_open_idx on complaints (received_at) where answered_at is null;
create index complaints_email_idx on complaints (lower(email));

-- The acknowledgement's time is the time its e-mail left, whichever worker sent it.
create function note_complaint_acknowledged() returns trigger language plpgsql as $$
begin
  update complaints set acknowledged_at = new.sent_at
  where acknowledgement_id = new.id and acknowledged_at is null;
  return null;
end $$;
create trigger mail_outbox_acknowledges_complaints after update of status on mail_outbox
  for each row when (new.status = 'sent' and old.status is distinct from 'sent' and new.form_type is null)
  execute function note_complaint_acknowledged();
