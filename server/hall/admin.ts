import { addDays, type LocalDate } from '../../app/lib/calendar/london-time.ts'
import type { DiaryDay, HallAdmin } from '../../app/lib/hall/admin-types.ts'
import { timeOf } from '../../app/lib/hall/diary.ts'
import { sql } from '../../db/client.ts'
import type { Queryable } from '../../db/queryable.ts'
import { recordAudit } from '../audit/audit-log.ts'
import { Conflict } from '../errors.ts'
import { bookingRows, listBookings } from './booking-rows.ts'
import { listRooms, loadDiary, turnaroundMinutes } from './diary.ts'
import { isoOrNull } from '../http/iso-time.ts'

type Room = HallAdmin['rooms'][number]
type Terms = HallAdmin['terms'][number]

async function rooms(db: Queryable): Promise<Room[]> {
  return (await listRooms(db)).map(({ calendarPlace, ...room }) => ({ ...room, usedByCalendar: calendarPlace === 'hall' }))
}

async function terms(db: Queryable): Promise<Terms[]> {
  const rows = await db<{ version: number; text: string; introducedAt: Date }[]>`
    select version, text, introduced_at as "introducedAt" from hire_terms order by version desc`
  return rows.map((row) => ({ ...row, introducedAt: row.introducedAt.toISOString() }))
}

/** Everything the dashboard's Hall bookings panel shows. */
export async function hallAdmin(db: Queryable = sql()): Promise<HallAdmin> {
  const [roomList, turnaround, termList, [settings], bookings] = await Promise.all([
    rooms(db),
    turnaroundMinutes(db),
    terms(db),
    db<{ renewedAt: Date | null }[]>`select feed_renewed_at as "renewedAt" from hall_settings`,
    listBookings(db),
  ])
  return { rooms: roomList, turnaroundMinutes: turnaround, terms: termList, feed: { renewedAt: isoOrNull(settings?.renewedAt ?? null) }, bookings }
}

/** The diary day by day, with who and why: for administrators only. */
export async function diaryDays(from: LocalDate, days: number, db: Queryable = sql()): Promise<DiaryDay[]> {
  const to = addDays(from, days - 1)
  const [diary, rows] = await Promise.all([loadDiary(from, to, db), bookingRows(db, db`where b.status in ('provisional', 'confirmed')`)])
  const bookings = new Map(rows.map((row) => [row.id, row]))
  return Array.from({ length: days }, (_, index) => {
    const date = addDays(from, index)
    const entries = diary
      .filter((entry) => entry.date === date)
      .sort((a, b) => a.startMinute - b.startMinute)
      .map((entry) => {
        const booking = entry.kind === 'booking' ? bookings.get(entry.sourceId) : undefined
        return {
          roomId: entry.roomId,
          start: timeOf(entry.startMinute),
          end: timeOf(entry.endMinute),
          kind: entry.kind,
          title: booking ? `${booking.purpose} (${booking.hirerName})` : entry.title,
          status: booking?.status ?? null,
          bookingId: booking?.id ?? null,
        }
      })
    return { date, entries }
  })
}

export async function setTurnaround(minutes: number, actorEmail: string): Promise<number> {
  return sql().begin(async (tx) => {
    await tx`update hall_settings set turnaround_minutes = ${minutes}`
    await recordAudit({ actorEmail, action: 'hall.turnaround', detail: `Set the hall’s turnaround to ${minutes} minutes` }, tx)
    return minutes
  })
}

const ROOM_TAKEN = 'Another room already has this name'

async function uniqueName<T>(change: () => Promise<T>): Promise<T> {
  try {
    return await change()
  } catch (error) {
    if ((error as { code?: string }).code === '23505') throw new Conflict(ROOM_TAKEN)
    throw error
  }
}

export async function addRoom(name: string, actorEmail: string): Promise<Room> {
  return uniqueName(() =>
    sql().begin(async (tx) => {
      const [room] = await tx<Room[]>`
        insert into rooms (name, position) values (${name}, (select coalesce(max(position), -1) + 1 from rooms))
        returning id, name, position, calendar_place is not null as "usedByCalendar"`
      await recordAudit({ actorEmail, action: 'hall.room_added', detail: `Added the room ${name}` }, tx)
      return room!
    }),
  )
}

/** The room renamed and moved; null when there is none. */
export async function changeRoom(id: string, change: { name: string; position: number }, actorEmail: string): Promise<Room | null> {
  return uniqueName(() =>
    sql().begin(async (tx) => {
      const [room] = await tx<Room[]>`
        update rooms set name = ${change.name}, position = ${change.position} where id = ${id}
        returning id, name, position, calendar_place is not null as "usedByCalendar"`
      if (room) await recordAudit({ actorEmail, action: 'hall.room_changed', detail: `Changed the room ${change.name}` }, tx)
      return room ?? null
    }),
  )
}

/** False when there is no such room; refused while it has bookings or the calendar's series use it. */
export async function removeRoom(id: string, actorEmail: string): Promise<boolean> {
  return sql().begin(async (tx) => {
    const [room] = await tx<{ name: string; calendarPlace: string | null }[]>`
      select name, calendar_place as "calendarPlace" from rooms where id = ${id} for update`
    if (!room) return false
    if (room.calendarPlace) throw new Conflict('The calendar’s series at the church hall use this room, so it cannot be removed')
    const [booked] = await tx`select 1 from hall_bookings where room_id = ${id} limit 1`
    if (booked) throw new Conflict('This room has bookings, so it cannot be removed')
    await tx`delete from rooms where id = ${id}`
    await recordAudit({ actorEmail, action: 'hall.room_removed', detail: `Removed the room ${room.name}` }, tx)
    return true
  })
}

/** A new numbered version of the hire terms; earlier versions stay as hirers accepted them. */
export async function addTerms(text: string, actorEmail: string): Promise<Terms> {
  return sql().begin(async (tx) => {
    await tx`lock table hire_terms in share row exclusive mode`
    const [terms] = await tx<{ version: number; text: string; introducedAt: Date }[]>`
      insert into hire_terms (version, text) values ((select coalesce(max(version), 0) + 1 from hire_terms), ${text})
      returning version, text, introduced_at as "introducedAt"`
    await recordAudit({ actorEmail, action: 'hall.terms_added', detail: `Added version ${terms!.version} of the hire terms` }, tx)
    return { ...terms!, introducedAt: terms!.introducedAt.toISOString() }
  })
}
