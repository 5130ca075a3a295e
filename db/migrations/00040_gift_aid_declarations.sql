-- Gift Aid declarations (issue 38). A declaration is a giver's permission for the church to claim
-- Gift Aid; HMRC requires it kept for 6 years after the accounting period of the last gift claimed
-- against it. Nothing about it is overwritten: the wording is a numbered version, a change of name
-- or address is a new row of details from a date, and a cancellation keeps its date.

-- Words with legal weight: each declaration wording shown, numbered, never edited.
create table gift_aid_wordings (
  version int primary key,
  -- the tick-box sentence for one gift and for all gifts; {charity} stands for the church's name
  one_gift text not null,
  all_gifts text not null,
  -- the taxpayer statement the giver confirms
  declaration text not null,
  -- what the giver must tell the church later
  tell_us text not null,
  -- where the words were taken from
  source text not null,
  introduced_at timestamptz not null default now()
);

create function refuse_gift_aid_wording_change() returns trigger language plpgsql as $$
begin
  raise exception 'Gift Aid wording % is kept as it was shown; add a new version instead', old.version;
end $$;
create trigger gift_aid_wordings_never_change before update or delete on gift_aid_wordings
  for each row execute function refuse_gift_aid_wording_change();

create table gift_aid_declarations (
  id bigint generated always as identity primary key,
  -- short reference the giver quotes on a standing order or envelope, e.g. 'GA7K4Q'
  giving_reference text not null unique check (giving_reference ~ '^GA[0-9A-Z]{4,8}$'),
  scope text not null check (scope in ('one_gift', 'all_gifts')),
  wording_version int not null references gift_aid_wordings (version),
  -- the UK date the declaration was made (online: the day it was sent; paper: the date written on it)
  made_on date not null,
  source text not null check (source in ('online', 'paper')),
  email text check (email is null or char_length(email) <= 254),
  -- a cancellation is never retrospective: gifts before cancelled_on stay claimable
  cancelled_on date check (cancelled_on is null or cancelled_on >= made_on),
  cancelled_by text check (cancelled_by is null or char_length(cancelled_by) <= 60),
  created_at timestamptz not null default now()
);
create index gift_aid_declarations_email_idx on gift_aid_declarations (lower(email));

-- The giver's name and address, from a date: a change adds a row, the earlier one stays for the
-- gifts made before it.
create table gift_aid_declaration_details (
  id bigint generated always as identity primary key,
  declaration_id bigint not null references gift_aid_declarations (id) on delete cascade,
  effective_from date not null,
  title text check (title is null or char_length(title) <= 4),
  first_name text not null check (char_length(first_name) between 1 and 35),
  last_name text not null check (char_length(last_name) between 1 and 35),
  house text not null check (char_length(house) between 1 and 40),
  -- in HMRC's form ('BR5 2RW'); null when the giver lives outside the UK
  postcode text check (postcode is null or postcode ~ '^[A-Z]{1,2}[0-9][0-9A-Z]? [0-9][A-Z]{2}$'),
  -- the full address of a giver outside the UK
  overseas_address text check (overseas_address is null or char_length(overseas_address) <= 500),
  check ((postcode is null) <> (overseas_address is null)),
  recorded_by text not null check (char_length(recorded_by) <= 60),
  recorded_at timestamptz not null default now()
);
create index gift_aid_declaration_details_idx on gift_aid_declaration_details (declaration_id, effective_from, recorded_at);

-- The treasurer's settings for Gift Aid: one row.
create table giving_settings (
  id boolean primary key default true check (id),
  -- the last day of the church's accounting period, as 'MM-DD' (declarations are kept 6 years after
  -- the end of the period of the last gift claimed against them)
  accounting_period_ends text not null default '12-31' check (accounting_period_ends ~ '^(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$'),
  updated_at timestamptz not null default now()
);
insert into giving_settings default values;

-- A claim sent to HMRC, or being prepared. Gifts in a claim marked sent are locked against another.
create table gift_aid_claims (
  id bigint generated always as identity primary key,
  period_from date not null,
  period_to date not null check (period_to >= period_from),
  status text not null default 'draft' check (status in ('draft', 'sent')),
  hmrc_reference text check (hmrc_reference is null or char_length(hmrc_reference) <= 40),
  sent_on date,
  check ((status = 'sent') = (sent_on is not null)),
  created_at timestamptz not null default now()
);

-- A gift the treasurer recorded or imported: integer pence, on a UK calendar date. declaration_id
-- is the giver it was matched to (null until matched, and for gifts without Gift Aid).
create table gifts (
  id bigint generated always as identity primary key,
  given_on date not null,
  amount_pence int not null check (amount_pence > 0),
  method text not null check (method in ('bank', 'cash', 'cheque', 'envelope')),
  description text not null default '' check (char_length(description) <= 200),
  declaration_id bigint references gift_aid_declarations (id) on delete restrict,
  claim_id bigint references gift_aid_claims (id) on delete set null,
  created_at timestamptz not null default now()
);
create index gifts_declaration_idx on gifts (declaration_id, given_on);
create index gifts_claim_idx on gifts (claim_id);
create index gifts_given_on_idx on gifts (given_on);
