import * as v from 'valibot'
import { fieldProblems, type FieldProblem } from '../calendar/field-problems.ts'
import type { LocalDate } from '../calendar/london-time.ts'
import { datesBetween, type Pattern, type Recurrence, weekdayOf } from '../calendar/recurrence.ts'
import { clockClash, clockMessage, day, text, time } from '../calendar/series-schema.ts'
import { dateWords } from '../calendar/series-words.ts'
import type { BookingInput, Repeat } from './admin-types.ts'

export const HIRER_NAME_MAX = 120
export const HIRER_EMAIL_MAX = 254
export const HIRER_PHONE_MAX = 40
export const PURPOSE_MAX = 500
export const NOTES_MAX = 2000
/** The most dates one booking may have, and the most it may skip. */
export const BOOKING_DATES_MAX = 200
export const SKIP_DATES_MAX = 200
/** How far after its first date a repeating booking may run. */
export const BOOKING_YEARS_MAX = 2

const REPEATS: Repeat[] = ['none', 'weekly', 'fortnightly', 'monthly']
const EMAIL_MESSAGE = 'Hirer’s email must be an email address, such as name@example.com'

const optionalText = (label: string, max: number) =>
  v.optional(v.pipe(v.string(`${label} must be text`), v.trim(), v.maxLength(max, `${label} must be at most ${max} characters`)), '')

const fields = v.object({
  roomId: v.pipe(v.string('Room is required'), v.uuid('Room: choose one of the rooms')),
  hirerName: text('Hirer’s name', HIRER_NAME_MAX),
  hirerEmail: v.pipe(
    v.string('Hirer’s email is required'),
    v.trim(),
    v.nonEmpty('Hirer’s email is required'),
    v.maxLength(HIRER_EMAIL_MAX, `Hirer’s email must be at most ${HIRER_EMAIL_MAX} characters`),
    v.rfcEmail(EMAIL_MESSAGE),
    v.check((value) => /@[^@.]+(\.[^@.]+)+$/.test(value), EMAIL_MESSAGE),
  ),
  hirerPhone: optionalText('Hirer’s phone', HIRER_PHONE_MAX),
  purpose: text('Purpose', PURPOSE_MAX),
  date: day('Date'),
  startTime: time('Start time'),
  endTime: time('End time'),
  repeat: v.picklist(REPEATS, 'Repeats must be never, weekly, fortnightly or monthly'),
  until: v.optional(v.union([day('Last date'), v.literal('')], 'Last date must be a real date (YYYY-MM-DD)'), ''),
  skipDates: v.optional(
    v.pipe(v.array(day('Skipped dates'), 'Skipped dates must be a list of dates'), v.maxLength(SKIP_DATES_MAX, `Skipped dates: at most ${SKIP_DATES_MAX}`)),
    [],
  ),
  termsVersion: v.pipe(
    v.number('Terms version must be a number'),
    v.integer('Terms version must be a whole number'),
    v.minValue(1, 'Terms version must be 1 or more'),
  ),
  withChildren: v.optional(v.boolean('With children must be true or false'), false),
  safeguardingConfirmed: v.optional(v.boolean('Safeguarding must be true or false'), false),
  enquiryId: v.optional(v.union([v.pipe(v.string(), v.uuid()), v.literal('')], 'Enquiry must be one of the inbox’s enquiries'), ''),
  notes: optionalText('Notes', NOTES_MAX),
  overrideClash: v.optional(v.boolean('Book it anyway must be true or false'), false),
})

type Fields = v.InferOutput<typeof fields>

/** The nth weekday of the month a date is, or the last (-1) when it is the 5th. */
function nthOfMonth(date: LocalDate): 1 | 2 | 3 | 4 | -1 {
  const nth = Math.ceil(Number(date.slice(8, 10)) / 7)
  return nth <= 4 ? (nth as 1 | 2 | 3 | 4) : -1
}

function patternOf(date: LocalDate, repeat: Repeat): Pattern {
  if (repeat === 'monthly') return { kind: 'monthly-weekday', nth: nthOfMonth(date), weekday: weekdayOf(date) }
  return { kind: 'weekly', interval: repeat === 'fortnightly' ? 2 : 1, weekdays: [weekdayOf(date)] }
}

/** A booking's dates as the calendar's recurrence: one date is a weekly pattern ending after one time. */
export function bookingRecurrence({ date, repeat, until }: Pick<BookingInput, 'date' | 'repeat' | 'until'>): Recurrence {
  return {
    start: date,
    pattern: patternOf(date, repeat),
    ending: repeat === 'none' ? { kind: 'count', count: 1 } : { kind: 'until', date: until },
  }
}

/** The dashboard's repeat and last date of a stored recurrence. */
export function repeatOf(recurrence: Recurrence): Pick<BookingInput, 'date' | 'repeat' | 'until'> {
  const until = recurrence.ending.kind === 'until' ? recurrence.ending.date : ''
  const { pattern } = recurrence
  const repeat: Repeat =
    recurrence.ending.kind === 'count' && recurrence.ending.count === 1
      ? 'none'
      : pattern.kind === 'weekly'
        ? pattern.interval === 2
          ? 'fortnightly'
          : 'weekly'
        : 'monthly'
  return { date: recurrence.start, repeat, until: repeat === 'none' ? '' : until }
}

const latestUntil = (date: LocalDate) => `${String(Number(date.slice(0, 4)) + BOOKING_YEARS_MAX).padStart(4, '0')}${date.slice(4)}`

function untilProblem(input: Fields): string | null {
  if (input.repeat === 'none') return null
  if (input.until === '') return 'Last date is required for a repeating booking'
  if (input.until < input.date) return 'Last date must be on or after the first date'
  if (input.until > latestUntil(input.date)) return `Last date must be at most ${BOOKING_YEARS_MAX} years after the first date`
  if (datesBetween(bookingRecurrence(input), input.date, input.until, BOOKING_DATES_MAX + 1).length > BOOKING_DATES_MAX)
    return `Repeats: at most ${BOOKING_DATES_MAX} dates; choose an earlier last date`
  return null
}

function skipProblem(input: Fields): string | null {
  const recurrence = bookingRecurrence(input)
  const dates = new Set(datesBetween(recurrence, input.date, recurrence.ending.kind === 'until' ? recurrence.ending.date : input.date))
  const stranger = input.skipDates.find((date) => !dates.has(date))
  if (stranger) return `Skipped dates: ${dateWords(stranger, 'full')} is not a date of this booking`
  if (new Set(input.skipDates).size >= dates.size) return 'Skipped dates: a booking must keep at least one date'
  return null
}

function problemsOf(input: Fields): FieldProblem<Fields>[] {
  const checks: FieldProblem<Fields>[] = [
    ['endTime', input.endTime <= input.startTime ? 'End time must be after the start time' : null],
    ['until', untilProblem(input)],
    [
      'safeguardingConfirmed',
      input.withChildren && !input.safeguardingConfirmed
        ? 'Safeguarding: confirm the hirer holds a safeguarding policy for an activity with children or adults at risk'
        : null,
    ],
  ]
  if (checks.some(([, message]) => message)) return checks
  const recurrence = bookingRecurrence(input)
  const startClash = clockClash(recurrence, input.startTime)
  const endClash = clockClash(recurrence, input.endTime)
  return [
    ['skipDates', skipProblem(input)],
    ['startTime', startClash && clockMessage('Start time', input.startTime, startClash)],
    ['endTime', endClash && clockMessage('End time', input.endTime, endClash)],
  ]
}

/**
 * A booking as the dashboard sends it: every field checked, each refusal naming its field; its
 * dates at most two years and 200 of them; a time refused when the clocks skip or repeat it on one.
 */
export const bookingSchema = v.pipe(
  fields,
  fieldProblems(problemsOf),
  v.transform(
    (input): BookingInput => ({
      ...input,
      until: input.repeat === 'none' ? '' : input.until,
      skipDates: [...new Set(input.skipDates)].sort(),
    }),
  ),
)
