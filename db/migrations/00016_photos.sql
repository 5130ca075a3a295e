-- Photos of people and programmes (decision 025). The files live in object storage under
-- photos/<id>/: the stripped master and each width in AVIF, WebP and JPEG. A row says which
-- widths exist and the master's size, so a page reserves the photo's space before it loads.
create table photos (
  id text primary key check (id ~ '^[a-z0-9]{16,40}$'),
  width integer not null check (width between 1 and 20000),
  height integer not null check (height between 1 and 20000),
  widths integer[] not null check (cardinality(widths) > 0),
  -- Every stored file of the photo together, counted against the library's budget.
  byte_size bigint not null check (byte_size > 0),
  uploaded_at timestamptz not null default now(),
  uploaded_by text
);
