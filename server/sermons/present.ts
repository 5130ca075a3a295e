import type { LatestShort, LatestSermon, RecentSermon } from '../../app/lib/sermons/sermons.ts'
import { thumbnailPath } from '../../app/lib/sermons/youtube.ts'
import { FRESH_FOR_SECONDS, type CachedFeed } from './cache.ts'
import type { SermonFeed, SermonVideo } from './feed.ts'

/** The description's first paragraph, when it has more than one. */
export function summaryOf(description: string): string | undefined {
  const paragraphs = description
    .split(/\r?\n[ \t]*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
  return paragraphs.length > 1 ? paragraphs[0] : undefined
}

export function latestSermon(feed: SermonFeed): LatestSermon | null {
  const [video] = feed.sermons
  if (!video) return null
  const summary = summaryOf(video.description)
  return { id: video.id, title: video.title, ...(summary ? { summary } : {}), description: video.description, publishedAt: video.publishedAt }
}

export function recentSermons(feed: SermonFeed, limit: number): RecentSermon[] {
  return feed.sermons.slice(0, limit).map((video: SermonVideo) => ({
    id: video.id,
    title: video.title,
    description: video.description,
    publishedAt: video.publishedAt,
    thumbnails: { high: { url: thumbnailPath(video.id, 'high') }, medium: { url: thumbnailPath(video.id, 'medium') } },
  }))
}

export function latestShort(feed: SermonFeed): LatestShort | null {
  return feed.latestShort ? { id: feed.latestShort.id, title: feed.latestShort.title } : null
}

/**
 * Browsers and CDNs may keep an answer for as long as the server's copy stays fresh. A stale or
 * empty answer is being refreshed right now, so it is worth asking again within a minute.
 */
export function feedCacheControl(cached: CachedFeed, now = Date.now()): string {
  if (!cached.fetchedAt || !cached.fresh) return 'public, max-age=60'
  const secondsLeft = Math.floor(FRESH_FOR_SECONDS - (now - cached.fetchedAt.getTime()) / 1000)
  return secondsLeft > 60 ? `public, max-age=${secondsLeft}, stale-while-revalidate=${FRESH_FOR_SECONDS}` : 'public, max-age=60'
}
