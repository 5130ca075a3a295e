-- A sermon feed refresh that brings different videos changes the home page, /sermons and /devotions:
-- like every other change to what public pages show, it moves the site version on (see 00011).
-- Rows are inserted without a feed, and only a refresh writes one.
create trigger sermon_feed_changes_the_site after update of feed on sermon_feed_cache
  for each row when (old.feed is distinct from new.feed) execute function record_site_change();
