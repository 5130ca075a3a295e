import { VIDEO_ID_PATTERN } from '../../app/lib/sermons/youtube.ts'
import { joinUrl, type YouTubeSource } from './config.ts'
import { newestFirst, UPSTREAM_TIMEOUT_MS, YouTubeError, type SermonFeed, type SermonVideo } from './feed.ts'

/**
 * The channel's public Atom feed, used when no API key is set: its 15 newest uploads, with no
 * quota. It has no flag for Shorts or streams, so:
 *  - a Short is an entry linked as /shorts/<id>, or tagged #shorts;
 *  - an entry with no views yet is an upcoming premiere or stream, not yet watchable, and is skipped.
 * Live streams in progress can't be told apart here; the API path skips them precisely.
 */
export async function fetchFeedFromRss(source: YouTubeSource): Promise<SermonFeed> {
  const url = new URL(joinUrl(source.feedBaseUrl, 'feeds/videos.xml'))
  url.searchParams.set('channel_id', source.channelId)
  let response: Response
  try {
    response = await fetch(url, { headers: { Accept: 'application/atom+xml, application/xml, text/xml' }, signal: AbortSignal.timeout(UPSTREAM_TIMEOUT_MS) })
  } catch (error) {
    throw new YouTubeError(`the channel feed could not be reached: ${error instanceof Error ? error.message : String(error)}`)
  }
  if (!response.ok) {
    await response.body?.cancel()
    throw new YouTubeError(`the channel feed answered ${response.status}`, response.status)
  }
  return feedFromEntries(parseChannelFeed(await response.text()))
}

type FeedEntry = SermonVideo & { link: string; views: number | undefined }

export function parseChannelFeed(xml: string): FeedEntry[] {
  if (!/<feed[\s>]/.test(xml)) throw new YouTubeError('the channel feed is not an Atom feed')
  return [...xml.matchAll(/<entry>([\s\S]*?)<\/entry>/g)].flatMap((match) => {
    const entry = match[1]!
    const id = textOf(entry, 'yt:videoId')
    if (!id || !VIDEO_ID_PATTERN.test(id)) return []
    const views = entry.match(/<media:statistics\s+views="(\d+)"/)?.[1]
    return [
      {
        id,
        title: textOf(entry, 'title') ?? textOf(entry, 'media:title') ?? '',
        description: textOf(entry, 'media:description') ?? '',
        publishedAt: textOf(entry, 'published') ?? '',
        link: decodeXml(entry.match(/<link\s+rel="alternate"\s+href="([^"]*)"/)?.[1] ?? ''),
        views: views === undefined ? undefined : Number(views),
      },
    ]
  })
}

export function isShortEntry(entry: FeedEntry): boolean {
  return /\/shorts\//.test(entry.link) || /(^|\s)#shorts\b/i.test(`${entry.title} ${entry.description}`)
}

function feedFromEntries(entries: FeedEntry[]): SermonFeed {
  const watchable = entries.filter((entry) => entry.views !== 0)
  const video = ({ id, title, description, publishedAt }: FeedEntry): SermonVideo => ({ id, title, description, publishedAt })
  const sermons = newestFirst(watchable.filter((entry) => !isShortEntry(entry)).map(video))
  const [latestShort] = newestFirst(watchable.filter(isShortEntry).map(video))
  return { source: 'rss', sermons, latestShort: latestShort ? { id: latestShort.id, title: latestShort.title } : null }
}

export function textOf(xml: string, tag: string): string | undefined {
  const match = xml.match(new RegExp(`<${tag}(?:\\s[^>]*)?>([\\s\\S]*?)</${tag}>`))
  if (!match) return undefined
  const raw = match[1]!
  const cdata = raw.match(/^\s*<!\[CDATA\[([\s\S]*?)\]\]>\s*$/)
  return cdata ? cdata[1]! : decodeXml(raw)
}

const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }

function decodeXml(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1]?.toLowerCase() === 'x' ? Number.parseInt(name.slice(2), 16) : Number.parseInt(name.slice(1), 10)
      return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : whole
    }
    return NAMED_ENTITIES[name.toLowerCase()] ?? whole
  })
}
