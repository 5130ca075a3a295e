import type { YouTubeSource } from './config.ts'
import type { SermonFeed } from './feed.ts'
import { fetchFeedFromApi } from './youtube-api.ts'
import { fetchFeedFromRss } from './youtube-rss.ts'

/** The channel's videos now: through the Data API when a key is set, else from the public feed. */
export function fetchSermonFeed(source: YouTubeSource): Promise<SermonFeed> {
  return source.apiKey ? fetchFeedFromApi({ ...source, apiKey: source.apiKey }) : fetchFeedFromRss(source)
}
