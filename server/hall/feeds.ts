import { LONDON_VTIMEZONE, localDateTimeProperty } from '../../app/lib/calendar/icalendar-rules.ts'
import { addDays, type LocalDate, londonToday } from '../../app/lib/calendar/london-time.ts'
import { bookingEntries, DAY_MINUTES, type DiaryEntry, timeOf } from '../../app/lib/hall/diary.ts'
import { sql } from '../../db/client.ts'
import type { Queryable } from '../../db/queryable.ts'
import { recordAudit } from '../audit/audit-log.ts'
import { publishedContent } from '../content/published.ts'
import { env } from '../env.ts'
import { calendarText, escapeText, utcDateTimeValue } from '../events/icalendar.ts'
import { type BookingRow, bookingRows, lastDateOf } from './booking-rows.ts'
import { loadDiary } from './diary.ts'
import { feedTokenHash, newFeedToken } from './feed-token.ts'
import { queueFeedEmail } from './hirer-mail.ts'

/** How far back and ahead a private feed looks. */
const FEED_DAYS_BACK = 30
const FEED_DAYS_AHEAD = 366

/** The administrators' feed: a new secret, the old one stops working. */
export async function renewAdminFeed(actorEmail: string): Promise<{ url: string }> {
  const { tokenHash, url } = newFeedToken()
  await sql().begin(async (tx) => {
    await tx`update hall_settings set feed_token_hash = ${tokenHash}, feed_renewed_at = now()`
    await recordAudit({ actorEmail, action: 'hall.feed_renewed', detail: 'Renewed the link of the hall diary’s feed for administrators' }, tx)
  })
  return { url }
}

/** Gives the hirer a new feed secret inside `tx`, and e-mails them the link unless `quietly`; the link, or null when there is no such hirer. */
export async function renewHirerFeed(tx: Queryable, hirerId: string, actorEmail: string, quietly = false): Promise<string | null> {
  const { tokenHash, url } = newFeedToken()
  const [hirer] = await tx<{ name: string; email: string }[]>`
    update hall_hirers set feed_token_hash = ${tokenHash} where id = ${hirerId} returning name, email`
  if (!hirer) return null
  if (!quietly) await queueFeedEmail(tx, hirer, url)
  await recordAudit({ actorEmail, action: 'hall.hirer_feed_renewed', detail: `Made a new feed link for the hirer ${hirer.name}` }, tx)
  return url
}

type FeedEvent = { uid: string; entry: DiaryEntry; summary: string; status: 'TENTATIVE' | 'CONFIRMED'; stamp: Date; room: string }

function eventLines(event: FeedEvent, host: string): string[] {
  const { entry } = event
  const allDay = entry.startMinute === 0 && entry.endMinute === DAY_MINUTES
  const when = allDay
    ? [localDateTimeProperty('DTSTART', entry.date, null), localDateTimeProperty('DTEND', addDays(entry.date, 1), null)]
    : [localDateTimeProperty('DTSTART', entry.date, timeOf(entry.startMinute)), localDateTimeProperty('DTEND', entry.date, timeOf(entry.endMinute))]
  return [
    'BEGIN:VEVENT',
    `UID:${event.uid}-${entry.date.replaceAll('-', '')}@${host}`,
    `DTSTAMP:${utcDateTimeValue(event.stamp)}`,
    ...when,
    `SUMMARY:${escapeText(event.summary)}`,
    `LOCATION:${escapeText(event.room)}`,
    `STATUS:${event.status}`,
    'END:VEVENT',
  ]
}

function calendarOf(name: string, events: readonly FeedEvent[]): string {
  const host = new URL(env().SITE_URL).host
  return calendarText([
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${escapeText(name)}//Website//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `NAME:${escapeText(name)}`,
    `X-WR-CALNAME:${escapeText(name)}`,
    'REFRESH-INTERVAL;VALUE=DURATION:PT1H',
    ...LONDON_VTIMEZONE,
    ...events.flatMap((event) => eventLines(event, host)),
    'END:VCALENDAR',
  ])
}

function bookingEvents(rows: readonly BookingRow[], from: LocalDate, to: LocalDate, summaryOf: (row: BookingRow) => string): FeedEvent[] {
  return rows.flatMap((row) => {
    const last = lastDateOf(row.recurrence)
    const entries = bookingEntries({ ...row, title: row.purpose }, from, last < to ? last : to)
    return entries.map((entry) => ({
      uid: `hall-booking-${row.id}`,
      entry,
      summary: summaryOf(row),
      status: row.status === 'provisional' ? ('TENTATIVE' as const) : ('CONFIRMED' as const),
      stamp: new Date(row.updatedAt),
      room: row.roomName,
    }))
  })
}

async function adminEvents(db: Queryable, from: LocalDate, to: LocalDate): Promise<FeedEvent[]> {
  const [rows, diary, rooms] = await Promise.all([
    bookingRows(db, db`where b.status in ('provisional', 'confirmed')`),
    loadDiary(from, to, db),
    db<{ id: string; name: string }[]>`select id, name from rooms`,
  ])
  const roomName = new Map(rooms.map((room) => [room.id, room.name]))
  const church = diary
    .filter((entry) => entry.kind === 'church')
    .map((entry) => ({
      uid: `hall-church-${entry.sourceId}`,
      entry,
      summary: `Church: ${entry.title}`,
      status: 'CONFIRMED' as const,
      stamp: new Date(`${from}T00:00:00Z`),
      room: roomName.get(entry.roomId) ?? '',
    }))
  return [...church, ...bookingEvents(rows, from, to, (row) => `Hall: ${row.purpose} (${row.hirerName})`)]
}

/**
 * The calendar a private feed's secret opens, or null for an unknown secret: the administrators'
 * gives every booking that holds a room and the church's own use; a hirer's, only their confirmed bookings.
 */
export async function hallFeed(token: string, today: LocalDate = londonToday(), db: Queryable = sql()): Promise<string | null> {
  const hash = feedTokenHash(token)
  if (!hash) return null
  const [from, to] = [addDays(today, -FEED_DAYS_BACK), addDays(today, FEED_DAYS_AHEAD)]
  const { church } = await publishedContent()
  const [settings] = await db`select 1 from hall_settings where feed_token_hash = ${hash}`
  if (settings) return calendarOf(`${church.name} hall diary`, await adminEvents(db, from, to))
  const [hirer] = await db<{ id: string }[]>`select id from hall_hirers where feed_token_hash = ${hash}`
  if (!hirer) return null
  const rows = await bookingRows(db, db`where b.hirer_id = ${hirer.id} and b.status = 'confirmed'`)
  return calendarOf(
    `Your bookings at ${church.name}`,
    bookingEvents(rows, from, to, (row) => `${row.purpose}: ${row.roomName}`),
  )
}
