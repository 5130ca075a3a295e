import { TZDate } from '@date-fns/tz'
import { formatISO } from 'date-fns'
import { CHURCH_TIME_ZONE } from '../../content/time-zone.ts'
import type { SermonPage } from './library.ts'
import { sermonPath } from './library.ts'
import { sermonPreview } from './sermons.ts'
import { thumbnailPath } from './youtube.ts'

/** A length in seconds as ISO 8601: 3725 gives 'PT1H2M5S'. */
export function isoDuration(totalSeconds: number): string {
  const hours = Math.floor(totalSeconds / 3600)
  const minutes = Math.floor((totalSeconds % 3600) / 60)
  const seconds = totalSeconds % 60
  const parts = [hours ? `${hours}H` : '', minutes ? `${minutes}M` : '', seconds || totalSeconds === 0 ? `${seconds}S` : '']
  return `PT${parts.join('')}`
}

/** The player a sermon's page offers after a click, without starting it: the facade adds autoplay only once asked. */
export function sermonEmbedUrl(videoId: string): string {
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}`
}

/** schema.org VideoObject of a sermon's page, for search engines: times in UK time with their offset, addresses absolute. */
export function sermonVideoObject(sermon: SermonPage, siteUrl: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'VideoObject',
    name: sermon.title,
    description: sermonPreview({ description: sermon.description }) || sermon.title,
    uploadDate: formatISO(new TZDate(new Date(sermon.publishedAt), CHURCH_TIME_ZONE)),
    thumbnailUrl: [`${siteUrl}${thumbnailPath(sermon.videoId, 'high')}`],
    embedUrl: sermonEmbedUrl(sermon.videoId),
    url: `${siteUrl}${sermonPath(sermon.slug)}`,
    ...(sermon.durationSeconds === null ? {} : { duration: isoDuration(sermon.durationSeconds) }),
  }
}
