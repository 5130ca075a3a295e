-- The sermon library (decision 069): every public long video of the channel, imported once and
-- then checked for what is new, with the series the channel's playlists make.
create table sermons (
  video_id text primary key check (video_id ~ '^[A-Za-z0-9_-]{11}$'),
  -- The sermon's address under /sermons/ (app/lib/sermons/slug.ts): page paths are lower case, ids are not.
  slug text not null unique check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(slug) <= 100),
  title text not null check (char_length(title) <= 300),
  description text not null default '' check (char_length(description) <= 10000),
  published_at timestamptz not null,
  -- From videos.list contentDetails.duration; null when YouTube did not say (the RSS path).
  duration_seconds integer check (duration_seconds >= 0),
  -- Read from the title and description: offered to an administrator, never shown as fact.
  suggested_speaker text check (char_length(suggested_speaker) <= 80),
  suggested_passage text check (char_length(suggested_passage) <= 80),
  -- What an administrator confirmed or corrected; only these are shown publicly. An empty string
  -- is "confirmed: none" (a sermon with no single passage), null is "not looked at yet".
  speaker text check (char_length(speaker) <= 80),
  passage text check (char_length(passage) <= 80),
  -- The book of the confirmed passage, as app/lib/sermons/bible-books.ts names it, for the filter.
  book text check (char_length(book) <= 40),
  details_confirmed_at timestamptz,
  -- An administrator took it out of the library; the import never puts it back.
  hidden boolean not null default false,
  -- The church's podcast episode of the same day, when its feed has one.
  audio_url text check (char_length(audio_url) <= 2000),
  audio_episode_url text check (char_length(audio_episode_url) <= 2000),
  audio_title text check (char_length(audio_title) <= 300),
  imported_at timestamptz not null default now(),
  search tsvector generated always as (
    setweight(to_tsvector('english', title), 'A') ||
    setweight(to_tsvector('english', coalesce(passage, '')), 'A') ||
    setweight(to_tsvector('english', description), 'B')
  ) stored
);
create index sermons_newest_idx on sermons (published_at desc, video_id desc) where not hidden;
create index sermons_search_idx on sermons using gin (search);
create index sermons_speaker_idx on sermons (speaker) where speaker is not null and speaker <> '';
create index sermons_book_idx on sermons (book) where book is not null;

-- A playlist of the channel is a series, with a page of its own.
create table sermon_series (
  playlist_id text primary key check (playlist_id ~ '^[A-Za-z0-9_-]{2,64}$'),
  slug text not null unique check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(slug) <= 80),
  title text not null check (char_length(title) <= 300),
  description text not null default '' check (char_length(description) <= 5000),
  -- The playlist's etag and item count when its items were last read: unchanged, they are not read again.
  etag text,
  item_count integer
);

create table sermon_series_items (
  playlist_id text not null references sermon_series (playlist_id) on delete cascade,
  video_id text not null references sermons (video_id) on delete cascade,
  position integer not null check (position >= 0),
  primary key (playlist_id, video_id)
);
create index sermon_series_items_video_idx on sermon_series_items (video_id);

-- How far the import has got, for the dashboard and for the next check.
create table sermon_library_state (
  channel_id text primary key,
  -- The whole channel is in: the first import reached the end of the uploads.
  complete boolean not null default false,
  -- Where a first import that was cut short goes on from: the playlist and its page token.
  resume_playlist text,
  resume_page_token text,
  last_checked_at timestamptz,
  last_success_at timestamptz,
  last_error text,
  -- When YouTube last said the day's quota was spent.
  quota_exceeded_at timestamptz,
  -- Data API calls made by the last check, and in all.
  last_check_calls integer not null default 0,
  total_calls bigint not null default 0,
  podcast_checked_at timestamptz,
  podcast_error text,
  -- One check at a time across instances.
  lease_until timestamptz
);

-- What an administrator sets for the library.
create table sermon_library_settings (
  id boolean primary key default true check (id),
  -- The RSS feed of the church's podcast, whose episodes are matched to sermons by date.
  podcast_feed_url text check (podcast_feed_url ~ '^https?://' and char_length(podcast_feed_url) <= 2000)
);
insert into sermon_library_settings (id) values (true);

-- The library's pages read these. Only a statement that changed rows moves the site version on, so a
-- check that finds nothing new leaves every cached page in place.
create function record_site_change_if_rows() returns trigger language plpgsql as $$
begin
  if exists (select 1 from changed_rows) then
    perform record_site_change_now();
  end if;
  return null;
end;
$$;

create function record_site_change_now() returns void language plpgsql as $$
declare
  next_version bigint;
begin
  update site_version set version = version + 1 returning version into next_version;
  perform pg_notify('site_version', next_version::text);
end;
$$;

-- The triggers of migration 00011 move the version on in the same one place.
create or replace function record_site_change() returns trigger language plpgsql as $$
begin
  perform record_site_change_now();
  return null;
end;
$$;

create trigger sermons_inserted_change_the_site after insert on sermons
  referencing new table as changed_rows for each statement execute function record_site_change_if_rows();
create trigger sermons_updated_change_the_site after update on sermons
  referencing new table as changed_rows for each statement execute function record_site_change_if_rows();
create trigger sermons_deleted_change_the_site after delete on sermons
  referencing old table as changed_rows for each statement execute function record_site_change_if_rows();
create trigger sermon_series_inserted_change_the_site after insert on sermon_series
  referencing new table as changed_rows for each statement execute function record_site_change_if_rows();
create trigger sermon_series_updated_change_the_site after update on sermon_series
  referencing new table as changed_rows for each statement execute function record_site_change_if_rows();
create trigger sermon_series_deleted_change_the_site after delete on sermon_series
  referencing old table as changed_rows for each statement execute function record_site_change_if_rows();
create trigger sermon_series_items_inserted_change_the_site after insert on sermon_series_items
  referencing new table as changed_rows for each statement execute function record_site_change_if_rows();
create trigger sermon_series_items_updated_change_the_site after update on sermon_series_items
  referencing new table as changed_rows for each statement execute function record_site_change_if_rows();
create trigger sermon_series_items_deleted_change_the_site after delete on sermon_series_items
  referencing old table as changed_rows for each statement execute function record_site_change_if_rows();
create trigger sermon_library_state_changes_the_site after update of complete on sermon_library_state
  for each row when (old.complete is distinct from new.complete) execute function record_site_change();
