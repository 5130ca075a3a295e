-- Posts that look like a flood are kept apart from the inbox rather than refused, under a limit
-- that drops the oldest of them first (decision 056). A submission is held apart (is_spam) for a
-- reason: the hidden trap field was filled, its words or links were sent many times, or it came
-- without JavaScript while the forms asked browsers for a proof of work.
alter table form_submissions add column held_reason text check (held_reason in ('trap', 'repeated', 'busy'));
update form_submissions set held_reason = 'trap' where is_spam;
alter table form_submissions add constraint form_submissions_held_for_a_reason check ((held_reason is not null) = is_spam);

-- Digests of a submission's words and of its links, to notice the same text sent again and again.
alter table form_submissions add column fingerprints text[] not null default '{}';
create index form_submissions_fingerprints_idx on form_submissions using gin (fingerprints);

-- Each hour's tally, for the dashboard's report of a flood: posts held apart, held posts dropped
-- to keep within the limit, and proofs of work asked of browsers. `refused` now counts visitors
-- without JavaScript told that the forms were busy.
alter table form_submission_hours
  add column held integer not null default 0,
  add column dropped integer not null default 0,
  add column challenged integer not null default 0;

-- A solved challenge is accepted once: its signature is kept until it expires.
create table used_form_challenges (
  signature text primary key,
  expires_at timestamptz not null
);

insert into install_secrets (name, value)
values ('form_challenge_key', encode(sha256(convert_to(gen_random_uuid()::text || gen_random_uuid()::text || clock_timestamp()::text, 'UTF8')), 'hex'));
