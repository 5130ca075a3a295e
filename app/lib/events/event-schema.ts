import * as v from 'valibot'
import { isCalendarDay } from '../calendar/london-time.ts'

export const EVENT_TITLE_MAX = 200
export const EVENT_DESCRIPTION_MAX = 5000

/** An event's title, description and date are all required (a missing field reads as empty); the date must be a real day. */
export const eventSchema = v.object({
  title: v.optional(
    v.pipe(
      v.string('Title is required'),
      v.trim(),
      v.nonEmpty('Title is required'),
      v.maxLength(EVENT_TITLE_MAX, `Title must be at most ${EVENT_TITLE_MAX} characters`),
    ),
    '',
  ),
  description: v.optional(
    v.pipe(
      v.string('Description is required'),
      v.trim(),
      v.nonEmpty('Description is required'),
      v.maxLength(EVENT_DESCRIPTION_MAX, `Description must be at most ${EVENT_DESCRIPTION_MAX} characters`),
    ),
    '',
  ),
  event_date: v.optional(
    v.pipe(
      v.string('Event date is required'),
      v.trim(),
      v.nonEmpty('Event date is required'),
      v.check(isCalendarDay, 'Event date must be a real date (YYYY-MM-DD)'),
    ),
    '',
  ),
})

export type EventInput = v.InferOutput<typeof eventSchema>
/** An event as stored: what the dashboard edits and What's On When lists. */
export type ChurchEvent = EventInput & { id: string }
