-- Thumbnails of the church's own videos only, within a byte budget (decision 027). The old table
-- kept whatever any id fetched; it is dropped, not emptied, so the disk it took is given back at once.
drop table sermon_thumbnails;

create table sermon_thumbnails (
  video_id text not null,
  size text not null,
  -- Null while there is no image to keep: YouTube has none, or it did not fit the budget.
  content_type text,
  image bytea,
  fetched_at timestamptz not null default now(),
  -- YouTube is asked again after this: a week after a fetch, an hour after a miss.
  check_after timestamptz not null,
  primary key (video_id, size),
  check ((image is null) = (content_type is null))
);

-- JPEGs don't compress: store them out of line as they are, without trying.
alter table sermon_thumbnails alter column image set storage external;
