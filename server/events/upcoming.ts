import { sql } from '../../db/client.ts'
import { churchToday } from '../../app/lib/site/dates.ts'
import type { ChurchEvent } from '../../app/lib/events/event-schema.ts'

/** An upcoming event with when it last changed, for the calendar feed. */
export type DatedEvent = ChurchEvent & { updated_at: Date }

/** Events dated today or later in UK time, soonest first, with when each last changed. */
export async function listUpcomingDatedEvents(now: Date = new Date()): Promise<DatedEvent[]> {
  return sql()<DatedEvent[]>`
    select id, title, description, to_char(event_date, 'YYYY-MM-DD') as event_date, updated_at
    from events
    where event_date >= ${churchToday(now)}::date
    order by event_date, created_at, id`
}

/** Events dated today or later in UK time, soonest first: what GET /api/events/upcoming answers. */
export async function listUpcomingEvents(now: Date = new Date()): Promise<ChurchEvent[]> {
  const rows = await listUpcomingDatedEvents(now)
  return rows.map(({ id, title, description, event_date }) => ({ id, title, description, event_date }))
}
