-- What a later check of the sermon library needs to stay within two calls (decision 069).
alter table sermon_library_state
  -- Uploads added to the channel before this time are covered by the first import: a later check
  -- reads the uploads playlist only down to it.
  add column uploads_covered_until timestamptz,
  -- Uploads looked at and found not to be sermons (Shorts, private, deleted): not asked about again.
  add column passed_over_video_ids text[] not null default '{}',
  -- Upcoming and live videos: asked about again with the next new upload, or after a day.
  add column awaited_video_ids text[] not null default '{}',
  add column awaited_checked_at timestamptz,
  -- The podcast feed address the last podcast check read: a new address is read at once.
  add column podcast_checked_url text;
