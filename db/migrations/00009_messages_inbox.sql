-- The administrator's inbox: a submission can be marked handled, and deleting it takes its e-mails with it.
alter table form_submissions add column handled boolean not null default false;
create index form_submissions_inbox_idx on form_submissions (is_spam, created_at desc, id desc);

alter table mail_outbox drop constraint mail_outbox_submission_id_fkey;
alter table mail_outbox add constraint mail_outbox_submission_id_fkey
  foreign key (submission_id) references form_submissions (id) on delete cascade;
create index mail_outbox_submission_id_idx on mail_outbox (submission_id);
