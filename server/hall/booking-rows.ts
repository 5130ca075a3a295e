import { addDays, type LocalDate, londonToday } from '../../app/lib/calendar/london-time.ts'
import type { Recurrence } from '../../app/lib/calendar/recurrence.ts'
import type { Booking } from '../../app/lib/hall/admin-types.ts'
import { repeatOf } from '../../app/lib/hall/booking-schema.ts'
import { bookingDates } from '../../app/lib/hall/diary.ts'
import { sql } from '../../db/client.ts'
import type { Queryable } from '../../db/queryable.ts'

/** How many of a booking's coming dates the dashboard lists. */
const NEXT_DATES = 6

/** A booking as stored: its dates as a recurrence, its instants as ISO text (updatedAt to the microsecond, to compare). */
export type BookingRow = Omit<Booking, 'date' | 'repeat' | 'until' | 'nextDates' | 'dateCount'> & { recurrence: Recurrence }

const iso = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`

/** Bookings with their room and hirer, those `where` picks. */
export async function bookingRows(db: Queryable, where = db``): Promise<BookingRow[]> {
  return db<BookingRow[]>`
    select b.id, b.room_id as "roomId", r.name as "roomName", b.hirer_id as "hirerId", h.name as "hirerName", h.email as "hirerEmail",
      h.phone as "hirerPhone", b.purpose, b.status, to_char(b.start_time, 'HH24:MI') as "startTime", to_char(b.end_time, 'HH24:MI') as "endTime",
      b.recurrence, array(select to_char(d, 'YYYY-MM-DD') from unnest(b.skip_dates) d order by d) as "skipDates",
      b.terms_version as "termsVersion", b.with_children as "withChildren", b.safeguarding_confirmed as "safeguardingConfirmed",
      coalesce(b.enquiry_id::text, '') as "enquiryId", b.notes, b.clash_overridden as "clashOverridden",
      ${db.unsafe(iso('b.created_at'))} as "createdAt", ${db.unsafe(iso('b.updated_at'))} as "updatedAt",
      ${db.unsafe(iso('b.decided_at'))} as "decidedAt", h.feed_token_hash is not null as "hirerFeed"
    from hall_bookings b join rooms r on r.id = b.room_id join hall_hirers h on h.id = b.hirer_id
    ${where}`
}

/** The last date a booking could have: its last date, or its only one. */
export function lastDateOf(recurrence: Recurrence): LocalDate {
  return recurrence.ending.kind === 'until' ? recurrence.ending.date : recurrence.start
}

/** A booking's dates from `from` on, its skipped dates left out. */
export function datesFrom(row: Pick<BookingRow, 'recurrence' | 'skipDates'>, from: LocalDate): LocalDate[] {
  const last = lastDateOf(row.recurrence)
  return from > last ? [] : bookingDates(row, from, last)
}

/** A stored booking as the dashboard reads it. */
export function bookingOf(row: BookingRow, today: LocalDate = londonToday()): Booking {
  const { recurrence, ...rest } = row
  const coming = datesFrom(row, today)
  return { ...rest, ...repeatOf(recurrence), nextDates: coming.slice(0, NEXT_DATES), dateCount: coming.length }
}

export async function oneBooking(id: string, db: Queryable = sql()): Promise<Booking | null> {
  const [row] = await bookingRows(db, db`where b.id = ${id}`)
  return row ? bookingOf(row) : null
}

/** How far back the dashboard lists bookings that are over, declined or cancelled. */
const RECENT_DAYS = 90

const GROUP = { provisional: 0, confirmed: 1, declined: 2, cancelled: 2 } as const

/** Provisional bookings first, then confirmed ones with dates to come, then the rest of the last 90 days; each by its next date. */
export async function listBookings(db: Queryable = sql(), today: LocalDate = londonToday()): Promise<Booking[]> {
  const since = addDays(today, -RECENT_DAYS)
  const rows = await bookingRows(
    db,
    db`where b.status in ('provisional', 'confirmed') or b.decided_at > now() - make_interval(days => ${RECENT_DAYS})
      or coalesce((b.recurrence -> 'ending' ->> 'date')::date, (b.recurrence ->> 'start')::date) >= ${since}::date`,
  )
  const groupOf = (booking: Booking) => (booking.status === 'confirmed' && booking.dateCount === 0 ? 2 : GROUP[booking.status])
  const keyOf = (booking: Booking) => booking.nextDates[0] ?? (booking.until || booking.date)
  return rows.map((row) => bookingOf(row, today)).sort((a, b) => groupOf(a) - groupOf(b) || keyOf(a).localeCompare(keyOf(b)))
}
