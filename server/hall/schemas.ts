import * as v from 'valibot'
import { londonToday } from '../../app/lib/calendar/london-time.ts'
import { day, text } from '../../app/lib/calendar/series-schema.ts'
import { bookingSchema } from '../../app/lib/hall/booking-schema.ts'

/** The largest body any of the hall's admin routes takes: a booking with 200 skipped dates and its notes, or the hire terms. */
export const HALL_BODY_LIMIT = 64 * 1024
/** The most days the dashboard's diary asks for at once. */
export const DIARY_DAYS_MAX = 62

const MESSAGE_MAX = 2000
const ROOM_NAME_MAX = 80
const TERMS_MAX = 20000

export const bookingChangeSchema = v.intersect([
  bookingSchema,
  v.object({ updatedAt: v.pipe(v.string('Updated at is required'), v.isoTimestamp('Updated at must be the time the booking was read')) }),
])

export const statusSchema = v.object({
  status: v.picklist(['confirmed', 'declined', 'cancelled'], 'Status must be confirmed, declined or cancelled'),
  message: v.optional(v.pipe(v.string('Message must be text'), v.trim(), v.maxLength(MESSAGE_MAX, `Message must be at most ${MESSAGE_MAX} characters`)), ''),
})

export const turnaroundSchema = v.object({
  turnaroundMinutes: v.pipe(
    v.number('Turnaround must be a number of minutes'),
    v.integer('Turnaround must be a whole number of minutes'),
    v.minValue(0, 'Turnaround must be 0 to 240 minutes'),
    v.maxValue(240, 'Turnaround must be 0 to 240 minutes'),
  ),
})

export const newRoomSchema = v.object({ name: text('Name', ROOM_NAME_MAX) })

export const roomSchema = v.object({
  name: text('Name', ROOM_NAME_MAX),
  position: v.pipe(v.number('Position must be a number'), v.integer('Position must be a whole number'), v.minValue(0, 'Position must be 0 or more')),
})

export const termsSchema = v.object({ text: text('Terms', TERMS_MAX) })

/** How many days the diary shows when not asked: four weeks. */
const DIARY_DAYS_SHOWN = '28'

export const diaryQuerySchema = v.object({
  from: v.optional(day('From'), () => londonToday()),
  days: v.pipe(
    v.optional(v.string('Days must be 1 to 62'), DIARY_DAYS_SHOWN),
    v.regex(/^\d{1,2}$/, `Days must be 1 to ${DIARY_DAYS_MAX}`),
    v.transform(Number),
    v.minValue(1, `Days must be 1 to ${DIARY_DAYS_MAX}`),
    v.maxValue(DIARY_DAYS_MAX, `Days must be 1 to ${DIARY_DAYS_MAX}`),
  ),
})
