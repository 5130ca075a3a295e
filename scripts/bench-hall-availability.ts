// The hall's public availability with 30 series and 300 bookings:
//   npx vite build && npm run bench:hall-availability
// A throwaway database (on DATABASE_URL's server, or an embedded one) is created, migrated and
// given 30 series of the calendar at the hall and 300 bookings, half one date and half weekly.
// Timed: publicAvailability() itself, eight weeks of every room read and worked out afresh; then a
// production server (the last build) rendering /hall-hire uncached (an extra parameter makes the
// page cache pass it to the app), beside /our-vision rendered the same way as the baseline, and
// /hall-hire as a cached hit. The median (p50) and p95 of each are printed. Target: the
// availability under 10 ms p50 (issue 40).
import process from 'node:process'
import { closePool, sql } from '../db/client.ts'
import { addDays, londonToday } from '../app/lib/calendar/london-time.ts'
import { WEEKDAYS } from '../app/lib/calendar/recurrence.ts'
import { publicAvailability } from '../server/hall/availability.ts'
import { createTestDatabase } from '../tests/helpers/database.ts'
import { startProductionServer } from '../tests/helpers/server.ts'
import { fetched, ms, RUNS, timed, WARM_UP } from './lib/bench-timing.ts'

const SERIES = 30
const BOOKINGS = 300
const TARGET_MS = 10

const time = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`

/** Series at the hall on every weekday at various times, a few of their dates cancelled. */
async function seedSeries(): Promise<void> {
  const today = londonToday()
  for (let n = 0; n < SERIES; n++) {
    const start = 8 * 60 + (n % 12) * 60
    const recurrence = {
      start: addDays(today, -n),
      pattern: { kind: 'weekly', interval: 1 + (n % 2), weekdays: [WEEKDAYS[n % 7]!] },
      ending: { kind: 'never' },
    }
    const [series] = await sql()<{ id: string }[]>`
      insert into event_series (title, place, start_time, end_time, recurrence)
      values (${`Bench series ${n}`}, 'hall', ${time(start)}, ${time(start + 90)}, ${sql().json(recurrence)}) returning id`
    await sql()`insert into event_series_exceptions (series_id, date, kind, reason) values (${series!.id}, ${addDays(today, 14 + n)}, 'cancelled', 'Bench')`
  }
}

/** Bookings in the hall and a second room: every other one weekly for 20 weeks with two dates skipped, the rest on one date. */
async function seedBookings(): Promise<void> {
  const today = londonToday()
  const rooms = await sql()<{ id: string }[]>`
    with added as (insert into rooms (name, position) values ('Bench room', 1) returning id)
    select id from rooms union all select id from added`
  const hirers = await sql()<{ id: string }[]>`
    insert into hall_hirers (name, email) select 'Bench hirer ' || n, 'bench-' || n || '@example.org' from generate_series(1, 50) n returning id`
  for (let n = 0; n < BOOKINGS; n++) {
    const date = addDays(today, n % 60)
    const weekly = n % 2 === 0
    const start = 8 * 60 + (n % 13) * 60
    const weekday = WEEKDAYS[(n % 60) % 7]!
    const recurrence = { start: date, pattern: { kind: 'weekly', interval: 1, weekdays: [weekday] }, ending: { kind: 'count', count: weekly ? 20 : 1 } }
    const skipDates = weekly ? [addDays(date, 14), addDays(date, 21)] : []
    await sql()`
      insert into hall_bookings (room_id, hirer_id, purpose, status, start_time, end_time, recurrence, skip_dates, terms_version, created_by)
      values (${rooms[n % rooms.length]!.id}, ${hirers[n % hirers.length]!.id}, ${`Bench booking ${n}`}, ${n % 3 === 0 ? 'provisional' : 'confirmed'},
        ${time(start)}, ${time(Math.min(start + 120, 23 * 60))}, ${sql().json(recurrence)}, ${skipDates}::date[], 1, 'bench')`
  }
}

async function main() {
  const database = await createTestDatabase('bench')
  console.log(process.env.DATABASE_URL ? "A throwaway database on DATABASE_URL's server" : 'A throwaway embedded database')
  process.env.DATABASE_URL = database.url
  const server = await startProductionServer({ DATABASE_URL: database.url, DATA_DIR: `/tmp/bench-hall-availability-${process.pid}` })
  let slow = false
  try {
    await seedSeries()
    await seedBookings()
    await sql()`analyze`
    const rooms = await publicAvailability()
    const booked = rooms.flatMap((room) => room.days.flatMap((day) => day.parts)).filter((part) => !part.free).length
    console.log(`Seeded ${SERIES} series at the hall and ${BOOKINGS} bookings in ${rooms.length} rooms: ${booked} parts of days booked in eight weeks`)
    console.log(`${RUNS} runs each after ${WARM_UP} warm-up runs; p50 / p95:`)
    const availability = await timed(() => publicAvailability())
    const page = await timed(() => fetched(`${server.url}/hall-hire?bench=1`, null))
    const baseline = await timed(() => fetched(`${server.url}/our-vision?bench=1`, null))
    await fetched(`${server.url}/hall-hire`, 'miss')
    const hit = await timed(() => fetched(`${server.url}/hall-hire`, 'hit'))
    console.log(`  publicAvailability()             ${ms(availability.p50)} / ${ms(availability.p95)}  (target p50 < ${TARGET_MS} ms)`)
    console.log(`  /hall-hire, uncached             ${ms(page.p50)} / ${ms(page.p95)}  (${(page.p50 / baseline.p50).toFixed(2)}× /our-vision)`)
    console.log(`  /our-vision, uncached (baseline) ${ms(baseline.p50)} / ${ms(baseline.p95)}`)
    console.log(`  /hall-hire, cached hit           ${ms(hit.p50)} / ${ms(hit.p95)}  (${(page.p50 / hit.p50).toFixed(0)}× faster than uncached)`)
    if (availability.p50 >= TARGET_MS) slow = true
  } finally {
    await server.stop()
    await closePool()
    await database.drop()
  }
  if (slow) process.exitCode = 1
}

await main()
