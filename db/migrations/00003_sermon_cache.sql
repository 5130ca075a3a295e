-- The channel's videos as last fetched from YouTube, shared by every app instance.
-- One row per channel, so that changing YOUTUBE_CHANNEL_ID never shows another channel's videos.
create table sermon_feed_cache (
  channel_id text primary key,
  -- The last good data ({ source, sermons, latestShort }); null until the first successful fetch.
  feed jsonb,
  fetched_at timestamptz,
  -- The instance refreshing the feed holds this lease, so only one refresh runs at a time.
  refresh_lease_until timestamptz,
  -- Failed refreshes in a row, and when the next attempt may run (exponential backoff).
  failure_count integer not null default 0,
  retry_after timestamptz,
  last_error text
);

-- Video thumbnails fetched from YouTube's image host, served from our own origin.
create table sermon_thumbnails (
  video_id text not null,
  size text not null,
  content_type text not null,
  image bytea not null,
  fetched_at timestamptz not null default now(),
  primary key (video_id, size)
);
create index sermon_thumbnails_fetched_at_idx on sermon_thumbnails (fetched_at);
