import { sql } from '../../db/client.ts'
import type { Queryable } from '../../db/queryable.ts'
import type { LocalDate } from '../../app/lib/calendar/london-time.ts'
import { type BookingTimes, bookingEntries, type DiaryEntry, type HallSeries, seriesEntries } from '../../app/lib/hall/diary.ts'
import { listSeries } from '../calendar/series.ts'

export type Room = { id: string; name: string; position: number; calendarPlace: 'hall' | null }

export async function listRooms(db: Queryable = sql()): Promise<Room[]> {
  return db<Room[]>`select id, name, position, calendar_place as "calendarPlace" from rooms order by position, name`
}

export async function turnaroundMinutes(db: Queryable = sql()): Promise<number> {
  const [settings] = await db<{ turnaroundMinutes: number }[]>`select turnaround_minutes as "turnaroundMinutes" from hall_settings`
  return settings?.turnaroundMinutes ?? 30
}

/** The series of the calendar at the church hall, with their exceptions and breaks. */
async function hallSeries(db: Queryable): Promise<HallSeries[]> {
  return (await listSeries(db)).filter((series) => series.place === 'hall')
}

/** Bookings that hold their room: provisional and confirmed ones, with the hirer's purpose as their title. */
async function holdingBookings(db: Queryable, from: LocalDate): Promise<BookingTimes[]> {
  return db<BookingTimes[]>`
    select b.id, b.room_id as "roomId", b.purpose as title,
      to_char(b.start_time, 'HH24:MI') as "startTime", to_char(b.end_time, 'HH24:MI') as "endTime",
      b.recurrence, array(select to_char(d, 'YYYY-MM-DD') from unnest(b.skip_dates) d) as "skipDates"
    from hall_bookings b
    where b.status in ('provisional', 'confirmed')
      and (b.recurrence -> 'ending' ->> 'kind' <> 'until' or (b.recurrence -> 'ending' ->> 'date')::date >= ${from}::date)`
}

/**
 * Every use of every room from `from` to `to` (both included): the dates of the calendar's series
 * at the hall, in the room the calendar uses, and the dates of the bookings that hold a room.
 */
export async function loadDiary(from: LocalDate, to: LocalDate, db: Queryable = sql()): Promise<DiaryEntry[]> {
  const [rooms, series, bookings] = await Promise.all([listRooms(db), hallSeries(db), holdingBookings(db, from)])
  const calendarRoom = rooms.find((room) => room.calendarPlace === 'hall')
  const church = calendarRoom ? series.flatMap((one) => seriesEntries(one, calendarRoom.id, from, to)) : []
  return [...church, ...bookings.flatMap((booking) => bookingEntries(booking, from, to))]
}
