import * as v from 'valibot'
import { type FieldProblem, fieldProblems } from './field-problems.ts'
import { addDays, clockProblem, type LocalDate, type LocalTime, isCalendarDay } from './london-time.ts'
import { dateWords } from './series-words.ts'
import { datesBetween, type Ending, type Pattern, type Recurrence, WEEKDAYS } from './recurrence.ts'

export const SERIES_TITLE_MAX = 200
export const SERIES_DESCRIPTION_MAX = 5000
export const PLACE_DETAIL_MAX = 300
/** The most dates a series with a count may have. */
export const SERIES_COUNT_MAX = 500
/** How far ahead a series' times are checked against the changes of the clocks. */
const CLOCK_CHECK_YEARS = 5

export const PLACES = { hall: 'The church hall', online: 'Online', elsewhere: 'Elsewhere' } as const
export type Place = keyof typeof PLACES

/**
 * The church's regular activities whose times the pages state ("Every Sunday at 10:30am"): the one
 * series marked as each is where the pages read that time (decision 058).
 */
export const ACTIVITIES = {
  'sunday-service': 'The Sunday service',
  'prayer-meeting': 'The prayer meeting',
  'warm-space': 'The Warm Space',
  'over-sixties': 'Come ’n Chat (over-60s)',
} as const
export type Activity = keyof typeof ACTIVITIES

export const TIME = /^([01]\d|2[0-3]):[0-5]\d$/

export const text = (label: string, max: number) =>
  v.pipe(v.string(`${label} is required`), v.trim(), v.nonEmpty(`${label} is required`), v.maxLength(max, `${label} must be at most ${max} characters`))
export const day = (label: string) => v.pipe(v.string(`${label} is required`), v.trim(), v.check(isCalendarDay, `${label} must be a real date (YYYY-MM-DD)`))
export const time = (label: string) => v.pipe(v.string(`${label} is required`), v.trim(), v.regex(TIME, `${label} must be a time such as 17:00`))

const fields = v.object({
  title: text('Title', SERIES_TITLE_MAX),
  description: v.optional(
    v.pipe(v.string(), v.trim(), v.maxLength(SERIES_DESCRIPTION_MAX, `Description must be at most ${SERIES_DESCRIPTION_MAX} characters`)),
    '',
  ),
  place: v.picklist(Object.keys(PLACES) as Place[], 'Place must be the church hall, online or elsewhere'),
  placeDetail: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(PLACE_DETAIL_MAX, `Where must be at most ${PLACE_DETAIL_MAX} characters`)), ''),
  activity: v.optional(
    v.picklist(['', ...(Object.keys(ACTIVITIES) as Activity[])], 'Shown on the pages as must be one of the regular activities, or none'),
    '',
  ),
  allDay: v.optional(v.boolean('All day must be true or false'), false),
  startTime: v.optional(v.union([time('Start time'), v.literal('')], 'Start time must be a time such as 17:00'), ''),
  endTime: v.optional(v.union([time('End time'), v.literal('')], 'End time must be a time such as 20:00'), ''),
  startDate: day('First date'),
  repeat: v.picklist(['weekly', 'monthly-weekday', 'monthly-day'], 'Repeats must be weekly, on a weekday of the month, or on a day of the month'),
  interval: v.optional(v.picklist([1, 2], 'Every must be every week or every 2nd week'), 1),
  weekdays: v.optional(v.pipe(v.array(v.picklist(WEEKDAYS, 'Days must be days of the week')), v.maxLength(7)), []),
  nth: v.optional(v.picklist([1, 2, 3, 4, -1], 'Which must be the 1st, 2nd, 3rd, 4th or last'), 1),
  weekday: v.optional(v.picklist(WEEKDAYS, 'Day must be a day of the week'), 'SU'),
  monthDay: v.optional(
    v.pipe(
      v.number('Day of the month must be a number'),
      v.integer(),
      v.minValue(1, 'Day of the month must be 1 to 31'),
      v.maxValue(31, 'Day of the month must be 1 to 31'),
    ),
    1,
  ),
  ends: v.picklist(['never', 'until', 'count'], 'Ends must be never, on a date, or after a number of times'),
  untilDate: v.optional(v.union([day('Last date'), v.literal('')]), ''),
  count: v.optional(
    v.pipe(
      v.number('Times must be a number'),
      v.integer('Times must be a whole number'),
      v.minValue(1, 'Times must be at least 1'),
      v.maxValue(SERIES_COUNT_MAX, `Times must be at most ${SERIES_COUNT_MAX}`),
    ),
    1,
  ),
})

type Fields = v.InferOutput<typeof fields>

export type SeriesInput = {
  title: string
  description: string
  place: Place
  placeDetail: string
  /** The regular activity whose time the pages read from this series, if any. */
  activity: Activity | null
  /** Null for an all-day series. */
  startTime: LocalTime | null
  endTime: LocalTime | null
  recurrence: Recurrence
}

function patternOf(input: Fields): Pattern {
  if (input.repeat === 'weekly') return { kind: 'weekly', interval: input.interval, weekdays: input.weekdays }
  if (input.repeat === 'monthly-weekday') return { kind: 'monthly-weekday', nth: input.nth, weekday: input.weekday }
  return { kind: 'monthly-day', day: input.monthDay }
}

function endingOf(input: Fields): Ending {
  if (input.ends === 'until') return { kind: 'until', date: input.untilDate }
  if (input.ends === 'count') return { kind: 'count', count: input.count }
  return { kind: 'never' }
}

/** The first date of the series, within the next few years, on which the clocks skip or repeat `time`. */
export function clockClash(recurrence: Recurrence, time: LocalTime): { date: LocalDate; problem: 'skipped' | 'repeated' } | null {
  const to = addDays(recurrence.start, 366 * CLOCK_CHECK_YEARS)
  for (const date of datesBetween(recurrence, recurrence.start, to, 5000)) {
    const problem = clockProblem(date, time)
    if (problem) return { date, problem }
  }
  return null
}

export function clockMessage(label: string, time: LocalTime, clash: { date: LocalDate; problem: 'skipped' | 'repeated' }): string {
  return clash.problem === 'skipped'
    ? `${label}: ${time} does not exist on ${dateWords(clash.date, 'full')}, when the clocks go forward an hour; choose another time`
    : `${label}: ${time} happens twice on ${dateWords(clash.date, 'full')}, when the clocks go back an hour; choose another time`
}

function problemsOf(input: Fields): FieldProblem<Fields>[] {
  const recurrence: Recurrence = { start: input.startDate, pattern: patternOf(input), ending: endingOf(input) }
  const checks: FieldProblem<Fields>[] = [
    ['placeDetail', input.place === 'elsewhere' && input.placeDetail === '' ? 'Where is required for a place elsewhere' : null],
    ['startTime', !input.allDay && input.startTime === '' ? 'Start time is required, or choose all day' : null],
    ['endTime', !input.allDay && input.endTime === '' ? 'End time is required, or choose all day' : null],
    ['endTime', !input.allDay && input.startTime && input.endTime && input.endTime <= input.startTime ? 'End time must be after the start time' : null],
    ['weekdays', input.repeat === 'weekly' && input.weekdays.length === 0 ? 'Days: choose at least one day of the week' : null],
    ['untilDate', input.ends === 'until' && input.untilDate === '' ? 'Last date is required' : null],
    [
      'untilDate',
      input.ends === 'until' && input.untilDate !== '' && input.untilDate < input.startDate ? 'Last date must be on or after the first date' : null,
    ],
  ]
  if (checks.some(([, message]) => message) || input.allDay) return checks
  const startClash = clockClash(recurrence, input.startTime)
  const endClash = clockClash(recurrence, input.endTime)
  return [
    ...checks,
    ['startTime', startClash && clockMessage('Start time', input.startTime, startClash)],
    ['endTime', endClash && clockMessage('End time', input.endTime, endClash)],
  ]
}

/**
 * A series as the dashboard sends it: every field checked, each refusal naming its field, and a
 * time refused when the clocks skip it or pass it twice on a date of the series (within five years).
 */
export const seriesSchema = v.pipe(
  fields,
  fieldProblems(problemsOf),
  v.transform(
    (input): SeriesInput => ({
      title: input.title,
      description: input.description,
      place: input.place,
      placeDetail: input.placeDetail,
      activity: input.activity || null,
      startTime: input.allDay ? null : input.startTime,
      endTime: input.allDay ? null : input.endTime,
      recurrence: { start: input.startDate, pattern: patternOf(input), ending: endingOf(input) },
    }),
  ),
)
