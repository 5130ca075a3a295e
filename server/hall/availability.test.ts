import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { addDays } from '../../app/lib/calendar/london-time.ts'
import { weekdayOf } from '../../app/lib/calendar/recurrence.ts'
import { sql } from '../../db/client.ts'
import { publicAvailability, type RoomAvailability } from './availability.ts'

/** A Monday well ahead. The calendar's first series hold the hall on Sundays, Tuesdays and Thursdays (and other test files change them), so these tests use Fridays and Saturdays. */
const TODAY = '2031-03-03'
const FRIDAY = addDays(TODAY, 4)
const SATURDAY = addDays(TODAY, 5)
const HIRER_EMAIL = 'availability-test@example.org'

let turnaroundBefore = 30

async function hallSeries(place: 'hall' | 'elsewhere' = 'hall'): Promise<string> {
  const recurrence = { start: FRIDAY, pattern: { kind: 'weekly', interval: 1, weekdays: ['FR'] }, ending: { kind: 'never' } }
  const [row] = await sql()<{ id: string }[]>`
    insert into event_series (title, place, start_time, end_time, recurrence)
    values ('Warm Space (availability test)', ${place}, '17:00', '20:00', ${sql().json(recurrence)}) returning id`
  return row!.id
}

async function hirer(): Promise<string> {
  const [row] = await sql()<{ id: string }[]>`
    insert into hall_hirers (name, email) values ('Avery Hirer', ${HIRER_EMAIL})
    on conflict (lower(email)) do update set name = excluded.name returning id`
  return row!.id
}

async function mainHall(): Promise<string> {
  const [row] = await sql()<{ id: string }[]>`select id from rooms where calendar_place = 'hall'`
  return row!.id
}

type BookingOptions = { roomId?: string; status?: string; date?: string; weeks?: number; skipDates?: string[]; start?: string; end?: string }

async function booking({ roomId, status = 'provisional', date = SATURDAY, weeks = 1, skipDates = [], start = '14:00', end = '16:00' }: BookingOptions = {}) {
  const recurrence = { start: date, pattern: { kind: 'weekly', interval: 1, weekdays: [weekdayOf(date)] }, ending: { kind: 'count', count: weeks } }
  await sql()`
    insert into hall_bookings (room_id, hirer_id, purpose, status, start_time, end_time, recurrence, skip_dates, terms_version, created_by)
    values (${roomId ?? (await mainHall())}, ${await hirer()}, 'A birthday party', ${status}, ${start}, ${end},
      ${sql().json(recurrence)}, ${skipDates}::date[], 1, 'availability test')`
}

function partsOn(rooms: RoomAvailability[], date: string, roomIndex = 0): string[] {
  const day = rooms[roomIndex]!.days.find((each) => each.date === date)!
  return day.parts.filter((part) => !part.free).map((part) => part.part)
}

beforeAll(async () => {
  const [settings] = await sql()<{ turnaround: number }[]>`select turnaround_minutes as turnaround from hall_settings`
  turnaroundBefore = settings?.turnaround ?? 30
  await sql()`update hall_settings set turnaround_minutes = 30`
})

afterEach(async () => {
  await sql()`delete from hall_bookings where created_by = 'availability test'`
  await sql()`delete from hall_hirers where lower(email) = ${HIRER_EMAIL}`
  await sql()`delete from event_series where title = 'Warm Space (availability test)'`
  await sql()`delete from rooms where name = 'Availability test room'`
})

afterAll(async () => {
  await sql()`update hall_settings set turnaround_minutes = ${turnaroundBefore}`
})

describe('the public availability of the hall', () => {
  it('covers eight weeks from today, a day nothing holds all free', async () => {
    const rooms = await publicAvailability(TODAY)
    expect(rooms[0]!.name).toBe('Main hall')
    expect(rooms[0]!.days).toHaveLength(56)
    expect(rooms[0]!.days[0]!.date).toBe(TODAY)
    expect(rooms[0]!.days.at(-1)!.date).toBe(addDays(TODAY, 55))
    expect(partsOn(rooms, FRIDAY)).toEqual([])
    expect(partsOn(rooms, SATURDAY)).toEqual([])
  })

  it('books the parts a series at the hall touches, with the turnaround, on each of its dates', async () => {
    await hallSeries()
    const rooms = await publicAvailability(TODAY)
    expect(partsOn(rooms, FRIDAY)).toEqual(['afternoon', 'evening'])
    expect(partsOn(rooms, addDays(FRIDAY, 7))).toEqual(['afternoon', 'evening'])
    expect(partsOn(rooms, addDays(FRIDAY, 1))).toEqual([])
  })

  it('frees a date of the series that is cancelled', async () => {
    const id = await hallSeries()
    await sql()`insert into event_series_exceptions (series_id, date, kind, reason) values (${id}, ${addDays(FRIDAY, 7)}, 'cancelled', 'Half term')`
    const rooms = await publicAvailability(TODAY)
    expect(partsOn(rooms, FRIDAY)).toEqual(['afternoon', 'evening'])
    expect(partsOn(rooms, addDays(FRIDAY, 7))).toEqual([])
  })

  it('changes nothing for a series that is not at the hall', async () => {
    await hallSeries('elsewhere')
    const rooms = await publicAvailability(TODAY)
    expect(partsOn(rooms, FRIDAY)).toEqual([])
  })

  it('books the parts of provisional and confirmed bookings, and not of declined or cancelled ones', async () => {
    await booking({ status: 'provisional' })
    await booking({ status: 'confirmed', date: addDays(SATURDAY, 7), start: '09:00', end: '11:00' })
    await booking({ status: 'declined', date: addDays(SATURDAY, 14) })
    await booking({ status: 'cancelled', date: addDays(SATURDAY, 21) })
    const rooms = await publicAvailability(TODAY)
    expect(partsOn(rooms, SATURDAY)).toEqual(['afternoon'])
    expect(partsOn(rooms, addDays(SATURDAY, 7))).toEqual(['morning'])
    expect(partsOn(rooms, addDays(SATURDAY, 14))).toEqual([])
    expect(partsOn(rooms, addDays(SATURDAY, 21))).toEqual([])
  })

  it("leaves a repeating booking's skipped dates free", async () => {
    await booking({ status: 'confirmed', weeks: 3, skipDates: [addDays(SATURDAY, 7)], start: '18:00', end: '21:00' })
    const rooms = await publicAvailability(TODAY)
    expect(partsOn(rooms, SATURDAY)).toEqual(['evening'])
    expect(partsOn(rooms, addDays(SATURDAY, 7))).toEqual([])
    expect(partsOn(rooms, addDays(SATURDAY, 14))).toEqual(['evening'])
  })

  it("books a second room's booking in that room only, and shows the rooms in their order", async () => {
    const [room] = await sql()<{ id: string }[]>`insert into rooms (name, position) values ('Availability test room', 1000) returning id`
    await booking({ roomId: room!.id, status: 'confirmed' })
    const rooms = await publicAvailability(TODAY)
    const index = rooms.findIndex((each) => each.id === room!.id)
    expect(index).toBe(rooms.length - 1)
    const hallIndex = rooms.findIndex((each) => each.name === 'Main hall')
    expect(partsOn(rooms, SATURDAY, index)).toEqual(['afternoon'])
    expect(partsOn(rooms, SATURDAY, hallIndex)).toEqual([])
  })

  it('widens each use by the turnaround set for the hall', async () => {
    await booking({ status: 'confirmed', start: '13:30', end: '16:50' })
    expect(partsOn(await publicAvailability(TODAY), SATURDAY)).toEqual(['afternoon', 'evening'])
    await sql()`update hall_settings set turnaround_minutes = 0`
    expect(partsOn(await publicAvailability(TODAY), SATURDAY)).toEqual(['afternoon'])
    await sql()`update hall_settings set turnaround_minutes = 30`
  })
})
