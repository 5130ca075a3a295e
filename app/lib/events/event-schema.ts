import * as v from 'valibot'

const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/

/** True for a day that exists on the calendar, written YYYY-MM-DD (so not 2025-02-30). */
export function isCalendarDay(value: string): boolean {
  const match = CALENDAR_DAY.exec(value)
  if (!match) return false
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const date = new Date(Date.UTC(year, month - 1, day))
  return year >= 1900 && year <= 9999 && date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
}

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
