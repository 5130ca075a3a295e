-- Asking for the news (decision 059): when a confirmation e-mail last went to the address, so an
-- address gets at most one a day however often a form is sent with it; and the unconfirmed, which
-- the hourly budget counts and the retention job deletes.
alter table subscribers add column confirmation_sent_at timestamptz;
create index subscribers_unconfirmed_idx on subscribers (confirm_expires_at) where status = 'unconfirmed';
create index subscribers_created_unconfirmed_idx on subscribers (created_at) where status = 'unconfirmed';
