import * as v from 'valibot'
import { type FieldProblem, fieldProblems } from './field-problems.ts'
import { clockProblem, isCalendarDay } from './london-time.ts'

export const EXCEPTION_REASON_MAX = 120
/** The most changed or cancelled dates one series keeps. */
export const EXCEPTIONS_PER_SERIES = 200

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/
const day = (label: string) => v.pipe(v.string(`${label} is required`), v.trim(), v.check(isCalendarDay, `${label} must be a real date (YYYY-MM-DD)`))
const optionalTime = (label: string) =>
  v.optional(
    v.union([v.pipe(v.string(), v.trim(), v.regex(TIME, `${label} must be a time such as 17:00`)), v.literal('')], `${label} must be a time such as 17:00`),
    '',
  )

const fields = v.object({
  date: day('Date'),
  kind: v.picklist(['cancelled', 'changed'], 'Choose to cancel or to change this date'),
  reason: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(EXCEPTION_REASON_MAX, `Reason must be at most ${EXCEPTION_REASON_MAX} characters`)), ''),
  newDate: v.optional(v.union([day('New date'), v.literal('')]), ''),
  newStartTime: optionalTime('New start time'),
  newEndTime: optionalTime('New end time'),
  newTitle: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200, 'New title must be at most 200 characters')), ''),
})

type Fields = v.InferOutput<typeof fields>

function problemsOf(input: Fields): FieldProblem<Fields>[] {
  if (input.kind === 'cancelled') return []
  const times = input.newStartTime !== '' || input.newEndTime !== ''
  return [
    ['newStartTime', times && input.newStartTime === '' ? 'New start time is required with a new end time' : null],
    ['newEndTime', times && input.newEndTime === '' ? 'New end time is required with a new start time' : null],
    ['newEndTime', input.newStartTime && input.newEndTime && input.newEndTime <= input.newStartTime ? 'New end time must be after the new start time' : null],
    [
      'newStartTime',
      input.newStartTime && clockProblem(input.newDate || input.date, input.newStartTime)
        ? `New start time: the clocks skip or repeat ${input.newStartTime} that day; choose another time`
        : null,
    ],
    [
      'newEndTime',
      input.newEndTime && clockProblem(input.newDate || input.date, input.newEndTime)
        ? `New end time: the clocks skip or repeat ${input.newEndTime} that day; choose another time`
        : null,
    ],
  ]
}

export type ExceptionInput =
  | { date: string; kind: 'cancelled'; reason: string }
  | { date: string; kind: 'changed'; reason: string; newDate: string; newStartTime: string | null; newEndTime: string | null; newTitle: string | null }

/** One date of a series cancelled, or moved, retimed or retitled: each refusal names its field. */
export const exceptionSchema = v.pipe(
  fields,
  fieldProblems(problemsOf),
  v.transform(
    (input): ExceptionInput =>
      input.kind === 'cancelled'
        ? { date: input.date, kind: 'cancelled', reason: input.reason }
        : {
            date: input.date,
            kind: 'changed',
            reason: input.reason,
            newDate: input.newDate || input.date,
            newStartTime: input.newStartTime || null,
            newEndTime: input.newEndTime || null,
            newTitle: input.newTitle || null,
          },
  ),
)
