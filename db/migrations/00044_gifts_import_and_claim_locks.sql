-- Gifts imported from bank statements and recorded by hand, the small cash gifts of the Gift Aid
-- Small Donations Scheme, and the lock that keeps a gift in one claim sent to HMRC (issue 38,
-- decisions 066-068).

-- An imported gift's fingerprint: its date, amount, description and which occurrence of those in
-- its statement it is, so importing the same statement twice adds nothing.
alter table gifts add column fingerprint text check (fingerprint is null or char_length(fingerprint) = 64);
create unique index gifts_fingerprint_idx on gifts (fingerprint) where fingerprint is not null;
-- The treasurer said this gift is not for Gift Aid (a giver who pays no tax, a grant, a refund).
alter table gifts add column not_for_gift_aid boolean not null default false;
alter table gifts add constraint gifts_not_for_gift_aid_unmatched check (not (not_for_gift_aid and declaration_id is not null));

-- The column layout of a bank's CSV export, remembered by its header line.
create table gift_csv_layouts (
  header_key text primary key check (char_length(header_key) <= 2000),
  date_column int not null check (date_column >= 0),
  description_column int not null check (description_column >= 0),
  -- either one signed amount column, or a paid-in column (and a paid-out one, which is ignored)
  amount_column int check (amount_column >= 0),
  paid_in_column int check (paid_in_column >= 0),
  check ((amount_column is null) <> (paid_in_column is null)),
  saved_at timestamptz not null default now()
);

-- Small cash (or contactless) gifts of one service, of at most the per-gift limit each, as one
-- total: no declaration is needed for them (Gift Aid Small Donations Scheme).
create table small_donations (
  id bigint generated always as identity primary key,
  given_on date not null,
  amount_pence int not null check (amount_pence > 0 and amount_pence <= 100000000),
  method text not null check (method in ('cash', 'contactless')),
  description text not null default '' check (char_length(description) <= 35),
  claim_id bigint references gift_aid_claims (id) on delete set null,
  created_at timestamptz not null default now()
);
create unique index small_donations_one_total_a_day_idx on small_donations (given_on, method);
create index small_donations_claim_idx on small_donations (claim_id);

-- The small donations a claim asks the top-up on, worked out when the claim is built.
alter table gift_aid_claims add column small_donations_pence int not null default 0 check (small_donations_pence >= 0);

-- At most one claim in preparation: a second build replaces it, so two builds cannot share gifts.
create unique index gift_aid_claims_one_draft_idx on gift_aid_claims ((true)) where status = 'draft';

-- A claim marked sent is what HMRC received: it is never changed, unsent or deleted.
create function refuse_sent_claim_change() returns trigger language plpgsql as $$
begin
  raise exception 'Gift Aid claim % was sent to HMRC and cannot change', old.id;
end $$;
create trigger gift_aid_claims_sent_stay before update or delete on gift_aid_claims
  for each row when (old.status = 'sent') execute function refuse_sent_claim_change();

-- A gift (or small donations total) in a sent claim is locked. `claim_locked` follows its claim's
-- status through a foreign key on (claim, locked): a gift can join only a claim in preparation
-- (there is no (sent claim, false) to point at), and marking the claim sent cascades the lock to
-- its gifts. A locked row then cannot change at all. Row triggers that looked the claim up for
-- every row took over a second for a claim of 10,000 gifts; this costs nothing per row.
alter table gift_aid_claims add column locked boolean generated always as (status = 'sent') stored;
alter table gift_aid_claims add constraint gift_aid_claims_id_locked_key unique (id, locked);

create function refuse_locked_gift_change() returns trigger language plpgsql as $$
begin
  raise exception 'Gift % is in a claim sent to HMRC and is locked', old.id;
end $$;

alter table gifts add column claim_locked boolean not null default false;
alter table gifts add constraint gifts_locked_in_a_claim check (not claim_locked or claim_id is not null);
alter table gifts add constraint gifts_claim_locked_fkey foreign key (claim_id, claim_locked)
  references gift_aid_claims (id, locked) on update cascade;
create trigger gifts_locked_once_claimed before update or delete on gifts
  for each row when (old.claim_locked) execute function refuse_locked_gift_change();

alter table small_donations add column claim_locked boolean not null default false;
alter table small_donations add constraint small_donations_locked_in_a_claim check (not claim_locked or claim_id is not null);
alter table small_donations add constraint small_donations_claim_locked_fkey foreign key (claim_id, claim_locked)
  references gift_aid_claims (id, locked) on update cascade;
create trigger small_donations_locked_once_claimed before update or delete on small_donations
  for each row when (old.claim_locked) execute function refuse_locked_gift_change();
