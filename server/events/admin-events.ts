import type { ChurchEvent, EventInput } from '../../app/lib/events/event-schema.ts'
import { isUuid } from '../../app/lib/site/uuid.ts'
import { sql } from '../../db/client.ts'
import { recordAudit } from '../audit/audit-log.ts'

function describeEvent(event: EventInput): string {
  return `"${event.title}" on ${event.event_date}`
}

/** Every event, past and future, in date order (the dashboard's list). */
export async function listAllEvents(): Promise<ChurchEvent[]> {
  return sql()<ChurchEvent[]>`
    select id, title, description, to_char(event_date, 'YYYY-MM-DD') as event_date
    from events order by event_date, created_at, id`
}

export async function createEvent(event: EventInput, actorEmail: string): Promise<ChurchEvent> {
  return sql().begin(async (tx) => {
    const [created] = await tx<ChurchEvent[]>`
      insert into events (title, description, event_date) values (${event.title}, ${event.description}, ${event.event_date})
      returning id, title, description, to_char(event_date, 'YYYY-MM-DD') as event_date`
    await recordAudit({ actorEmail, action: 'event.create', detail: `Created event ${describeEvent(event)}` }, tx)
    return created!
  })
}

/** The updated event, or null when there is no event with that id. */
export async function updateEvent(id: string, event: EventInput, actorEmail: string): Promise<ChurchEvent | null> {
  if (!isUuid(id)) return null
  return sql().begin(async (tx) => {
    const [updated] = await tx<ChurchEvent[]>`
      update events set title = ${event.title}, description = ${event.description}, event_date = ${event.event_date}, updated_at = now()
      where id = ${id}
      returning id, title, description, to_char(event_date, 'YYYY-MM-DD') as event_date`
    if (!updated) return null
    await recordAudit({ actorEmail, action: 'event.update', detail: `Updated event ${describeEvent(event)}` }, tx)
    return updated
  })
}

/** True when an event was deleted, false when there was none with that id. */
export async function deleteEvent(id: string, actorEmail: string): Promise<boolean> {
  if (!isUuid(id)) return false
  return sql().begin(async (tx) => {
    const [deleted] = await tx<EventInput[]>`
      delete from events where id = ${id} returning title, to_char(event_date, 'YYYY-MM-DD') as event_date`
    if (!deleted) return false
    await recordAudit({ actorEmail, action: 'event.delete', detail: `Deleted event ${describeEvent(deleted)}` }, tx)
    return true
  })
}
