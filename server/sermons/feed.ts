/** A long video of the channel: a sermon or a whole service. */
export type SermonVideo = { id: string; title: string; description: string; publishedAt: string }

/** What the site keeps of the channel: its long videos, newest first, and its newest Short. */
export type SermonFeed = {
  source: 'api' | 'rss' | 'none'
  sermons: SermonVideo[]
  latestShort: { id: string; title: string } | null
}

export const EMPTY_FEED: SermonFeed = { source: 'none', sermons: [], latestShort: null }

/** The most long videos kept: the most /api/recent-sermons can give. */
export const MAX_SERMONS_KEPT = 50

/** A failed call to YouTube, described without the API key. */
export class YouTubeError extends Error {
  constructor(
    message: string,
    readonly status?: number,
    readonly reason?: string,
  ) {
    super(message)
    this.name = 'YouTubeError'
  }
}

export function newestFirst<T extends { publishedAt: string }>(videos: T[]): T[] {
  return [...videos].sort((a, b) => Date.parse(b.publishedAt) - Date.parse(a.publishedAt))
}

/** Upstream calls give up after this long, so a refresh never holds its lease for ever. */
export const UPSTREAM_TIMEOUT_MS = 10_000
