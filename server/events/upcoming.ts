import { sql } from '../../db/client.ts'
import { churchToday } from '../../app/lib/dates.ts'

export type UpcomingEvent = { id: string; title: string; description: string; event_date: string }

/** Events dated today or later in UK time, soonest first (SPEC §7 GET /api/events/upcoming). */
export async function listUpcomingEvents(now: Date = new Date()): Promise<UpcomingEvent[]> {
  const today = churchToday(now)
  const rows = await sql()<UpcomingEvent[]>`
    select id, title, description, to_char(event_date, 'YYYY-MM-DD') as event_date
    from events
    where event_date >= ${today}::date
    order by event_date, created_at, id
  `
  return rows.map(({ id, title, description, event_date }) => ({ id, title, description, event_date }))
}
