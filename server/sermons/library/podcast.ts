import { londonToday } from '../../../app/lib/calendar/london-time.ts'
import { sql } from '../../../db/client.ts'
import { joinChunks, readWithin } from '../../http/request-body.ts'
import { textOf } from '../youtube-rss.ts'
import { type LibraryState, recordPodcastCheck } from './state.ts'

/**
 * The church's podcast, matched to the library by day (decision 069): each sermon takes the episode
 * published the same day in London, the closest in time when there are several. The audio stays
 * where it is hosted; the library keeps its address, its episode page and its title.
 */

const FETCH_TIMEOUT_MS = 10_000
export const MAX_FEED_BYTES = 5 * 1024 * 1024
/** The feed is read at most this often, unless its address changed. */
const READ_EVERY_SECONDS = 6 * 60 * 60
const URL_MAX = 2000
const TITLE_MAX = 300

export type Episode = { title: string; publishedAt: Date; audioUrl: string; episodeUrl: string | null }

/** Reads the feed if one is set and it is due; records how it went. Never rejects. */
export async function checkPodcast(channelId: string, state: LibraryState): Promise<string | undefined> {
  const [settings] = await sql()<{ podcast_feed_url: string | null }[]>`select podcast_feed_url from sermon_library_settings`
  const url = settings?.podcast_feed_url
  if (!url) return undefined
  const due = url !== state.podcast_checked_url || !state.podcast_checked_at || state.podcast_checked_at.getTime() <= Date.now() - READ_EVERY_SECONDS * 1000
  if (!due) return undefined
  try {
    const episodes = parsePodcastFeed(await fetchFeed(url))
    const matched = await storeEpisodes(episodes, url !== state.podcast_checked_url)
    await recordPodcastCheck(channelId, url, null)
    return `Matched ${matched} podcast ${matched === 1 ? 'episode' : 'episodes'} to sermons.`
  } catch (error) {
    const message = `The podcast feed could not be read: ${error instanceof Error ? error.message : String(error)}`
    await recordPodcastCheck(channelId, url, message).catch((recordError: unknown) => console.error('Recording the podcast check failed', recordError))
    if (!state.podcast_checked_at || state.podcast_checked_url !== url) console.error(message)
    return message
  }
}

async function fetchFeed(url: string): Promise<string> {
  let response: Response
  try {
    response = await fetch(url, { headers: { Accept: 'application/rss+xml, application/xml, text/xml' }, signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) })
  } catch (error) {
    throw new Error(`it could not be reached (${error instanceof Error ? error.message : String(error)})`)
  }
  if (!response.ok) {
    await response.body?.cancel()
    throw new Error(`it answered ${response.status}`)
  }
  if (Number(response.headers.get('Content-Length') ?? 0) > MAX_FEED_BYTES) {
    await response.body?.cancel()
    throw new Error('it is larger than 5 MB')
  }
  const read = await readWithin(response.body, MAX_FEED_BYTES, undefined, FETCH_TIMEOUT_MS).catch(() => {
    throw new Error('it did not arrive whole within 10 s')
  })
  if (!('chunks' in read)) throw new Error('it is larger than 5 MB')
  return new TextDecoder().decode(joinChunks(read.chunks, read.total))
}

/** The feed's episodes with an audio enclosure at an http(s) address. */
export function parsePodcastFeed(xml: string): Episode[] {
  if (!/<rss[\s>]/.test(xml) || !/<channel[\s>]/.test(xml)) throw new Error('it is not an RSS feed')
  return [...xml.matchAll(/<item[\s>]([\s\S]*?)<\/item>/g)].flatMap((match) => {
    const item = match[1]!
    const enclosure = item.match(/<enclosure\s([^>]*)>/)?.[1] ?? ''
    const audioUrl = webAddress(attribute(enclosure, 'url'))
    const type = attribute(enclosure, 'type') ?? ''
    const publishedAt = new Date(textOf(item, 'pubDate')?.trim() ?? '')
    if (!audioUrl || !type.startsWith('audio/') || Number.isNaN(publishedAt.getTime())) return []
    return [
      { title: (textOf(item, 'title') ?? '').trim().slice(0, TITLE_MAX), publishedAt, audioUrl, episodeUrl: webAddress(textOf(item, 'link')?.trim()) ?? null },
    ]
  })
}

function attribute(tag: string, name: string): string | undefined {
  const raw = tag.match(new RegExp(`(?:^|\\s)${name}\\s*=\\s*"([^"]*)"`))?.[1] ?? tag.match(new RegExp(`(?:^|\\s)${name}\\s*=\\s*'([^']*)'`))?.[1]
  return raw === undefined ? undefined : (textOf(`<a>${raw}</a>`, 'a') ?? raw)
}

function webAddress(text: string | undefined): string | undefined {
  if (!text || text.length > URL_MAX) return undefined
  try {
    const url = new URL(text)
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined
  } catch {
    return undefined
  }
}

/** For each sermon, the episode of its London day closest to it in time; each episode goes to one sermon at most. */
export function matchEpisodes(sermons: { video_id: string; published_at: Date }[], episodes: Episode[]): Map<string, Episode> {
  const byDay = new Map<string, Episode[]>()
  for (const episode of episodes) {
    const day = londonToday(episode.publishedAt)
    byDay.set(day, [...(byDay.get(day) ?? []), episode])
  }
  const taken = new Set<Episode>()
  const matches = new Map<string, Episode>()
  for (const sermon of sermons) {
    const distance = (episode: Episode) => Math.abs(episode.publishedAt.getTime() - sermon.published_at.getTime())
    const [closest] = (byDay.get(londonToday(sermon.published_at)) ?? []).filter((episode) => !taken.has(episode)).sort((a, b) => distance(a) - distance(b))
    if (!closest) continue
    taken.add(closest)
    matches.set(sermon.video_id, closest)
  }
  return matches
}

/**
 * Sets each matched sermon's audio. A sermon whose day has no episode keeps what it had, as feeds
 * often carry only their newest episodes; a new feed address starts from nothing.
 */
async function storeEpisodes(episodes: Episode[], newFeed: boolean): Promise<number> {
  const days = [...new Set(episodes.map((episode) => londonToday(episode.publishedAt)))]
  return sql().begin(async (tx) => {
    if (newFeed) await tx`update sermons set audio_url = null, audio_episode_url = null, audio_title = null where audio_url is not null`
    const sermons = await tx<{ video_id: string; published_at: Date }[]>`
      select video_id, published_at from sermons
      where to_char(published_at at time zone 'Europe/London', 'YYYY-MM-DD') = any(${days})
      order by published_at`
    const matches = [...matchEpisodes(sermons, episodes)]
    if (matches.length === 0) return 0
    await tx`
      update sermons set audio_url = matched.audio_url, audio_episode_url = nullif(matched.audio_episode_url, ''), audio_title = matched.audio_title
      from unnest(${matches.map(([videoId]) => videoId)}::text[], ${matches.map(([, episode]) => episode.audioUrl)}::text[],
        ${matches.map(([, episode]) => episode.episodeUrl ?? '')}::text[], ${matches.map(([, episode]) => episode.title)}::text[])
        as matched (video_id, audio_url, audio_episode_url, audio_title)
      where sermons.video_id = matched.video_id
        and (sermons.audio_url, sermons.audio_episode_url, sermons.audio_title)
          is distinct from (matched.audio_url, nullif(matched.audio_episode_url, ''), matched.audio_title)`
    return matches.length
  })
}
