-- Gift Aid declarations (issue 38, decision 063): HMRC's model wording as version 1, and the
-- private link a giver uses to cancel or change their declaration.

-- The sentence for higher and additional rate taxpayers, which HMRC's model declarations carry.
-- Added while the table is still empty, so no wording shown before is changed.
alter table gift_aid_wordings add column higher_rate text not null default '';

insert into gift_aid_wordings (version, one_gift, all_gifts, declaration, tell_us, higher_rate, source) values (
  1,
  'I want to Gift Aid my donation to {charity}',
  'I want to Gift Aid my donation and any donations I make in the future or have made in the past 4 years to {charity}',
  'I am a UK taxpayer and understand that if I pay less Income Tax and/or Capital Gains Tax than the amount of Gift Aid claimed on all my donations in that tax year it is my responsibility to pay any difference.',
  E'Please notify the charity if you:\nwant to cancel this declaration\nchange your name or home address\nno longer pay sufficient tax on your income and/or capital gains',
  'If you pay Income Tax at the higher or additional rate and want to receive the additional tax relief due to you, you must include all your Gift Aid donations on your Self-Assessment tax return or ask HM Revenue and Customs to adjust your tax code.',
  'HMRC model Gift Aid declarations for one donation and for multiple donations (gov.uk, Charities: detailed guidance notes, chapter 3); the amount blank left out (decision 063)'
);

-- The private link's token: only its hash is kept, for as long as the declaration is kept.
alter table gift_aid_declarations add column manage_token_hash text unique check (manage_token_hash is null or char_length(manage_token_hash) = 43);
