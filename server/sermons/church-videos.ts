import { sql } from '../../db/client.ts'
import { publishedContent } from '../content/published.ts'

/**
 * The videos the site itself shows: the channel's cached feed (its sermons and newest Short), the
 * sermon library's videos that are not hidden, and the videos the church's own pages name. Only
 * these have thumbnails served (decision 027). Reads PostgreSQL and the published content; never asks YouTube.
 */
export async function churchVideoIds(channelId: string | undefined): Promise<Set<string>> {
  const [feedIds, libraryIds, pageIds] = await Promise.all([feedVideoIds(channelId), libraryVideoIds(), pageVideoIds()])
  return new Set([...feedIds, ...libraryIds, ...pageIds])
}

async function libraryVideoIds(): Promise<string[]> {
  const rows = await sql()<{ video_id: string }[]>`select video_id from sermons where not hidden`
  return rows.map((row) => row.video_id)
}

async function feedVideoIds(channelId: string | undefined): Promise<string[]> {
  if (!channelId) return []
  const [row] = await sql()<{ ids: string[] }[]>`
    select array_remove(array(select jsonb_array_elements(feed->'sermons')->>'id') || (feed->'latestShort'->>'id'), null) as ids
    from sermon_feed_cache where channel_id = ${channelId} and feed is not null`
  return row?.ids ?? []
}

async function pageVideoIds(): Promise<string[]> {
  const { vision } = await publishedContent()
  return Object.values(vision.videos).map((video) => video.youtubeId)
}
