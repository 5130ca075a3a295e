import { CHURCH_TIME_ZONE } from '../../content/time-zone.ts'

/** The newest long video that is not a Short and not an upcoming or live stream. */
export type LatestSermon = { id: string; title: string; summary?: string; description: string; publishedAt: string }

/** A recent sermon. The thumbnail URLs point at our own origin. */
export type RecentSermon = {
  id: string
  title: string
  description: string
  publishedAt: string
  thumbnails: { high: { url: string }; medium: { url: string } }
}

/** The latest short video. */
export type LatestShort = { id: string; title: string }

/** Recent sermons on /sermons, and the most the API gives at once. */
export const SERMON_ARCHIVE_SIZE = 6
export const MAX_RECENT_SERMONS = 50

/** Sermon descriptions are cut at 150 characters, plus an ellipsis. */
const DESCRIPTION_PREVIEW_LENGTH = 150

/** What a sermon shows under its title: the summary, else the description cut to 150 characters plus an ellipsis. */
export function sermonPreview(sermon: { summary?: string; description: string }): string {
  if (sermon.summary) return sermon.summary
  const characters = Array.from(sermon.description.trim())
  if (characters.length <= DESCRIPTION_PREVIEW_LENGTH) return characters.join('')
  return `${characters.slice(0, DESCRIPTION_PREVIEW_LENGTH).join('').trimEnd()}…`
}

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']

const ukCalendarDay = new Intl.DateTimeFormat('en-GB', { timeZone: CHURCH_TIME_ZONE, year: 'numeric', month: 'numeric', day: 'numeric' })

/**
 * A sermon's date, en-GB long with the weekday, in UK time: 'Sunday, 9 November 2025'.
 * Built from numeric parts so that the server and every browser print exactly the same text.
 */
export function formatSermonDate(instant: string): string {
  const date = new Date(instant)
  if (Number.isNaN(date.getTime())) return ''
  const parts = Object.fromEntries(ukCalendarDay.formatToParts(date).map((part) => [part.type, part.value]))
  const year = Number(parts.year)
  const month = Number(parts.month)
  const day = Number(parts.day)
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay()
  return `${WEEKDAYS[weekday]}, ${day} ${MONTHS[month - 1]} ${year}`
}
