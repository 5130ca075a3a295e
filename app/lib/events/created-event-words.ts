import { churchToday } from '../site/dates.ts'
import type { ChurchEvent } from './event-schema.ts'

/** The "Event Created" toast's words: where the event is listed, since What's On When shows only events from today on. */
export function createdEventWords(event: Pick<ChurchEvent, 'title' | 'event_date'>, today: string = churchToday()): string {
  return event.event_date < today
    ? `“${event.title}” was saved. It is in the past, so the What's On When page does not list it.`
    : `“${event.title}” is now on the What's On When page.`
}
