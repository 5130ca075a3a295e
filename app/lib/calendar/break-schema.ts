import * as v from 'valibot'
import { EXCEPTION_REASON_MAX } from './exception-schema.ts'
import { fieldProblems } from './field-problems.ts'
import { daysBetween, isCalendarDay } from './london-time.ts'

/** The most breaks one series keeps, and the longest break: a series paused for longer has ended. */
export const BREAKS_PER_SERIES = 50
export const BREAK_DAYS_MAX = 366

const day = (label: string) => v.pipe(v.string(`${label} is required`), v.trim(), v.check(isCalendarDay, `${label} must be a real date (YYYY-MM-DD)`))

const fields = v.object({
  from: day('From'),
  to: day('To'),
  reason: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(EXCEPTION_REASON_MAX, `Reason must be at most ${EXCEPTION_REASON_MAX} characters`)), ''),
})

/** A series on a break from one date to another, both included: "August break". */
export type BreakInput = v.InferOutput<typeof fields>

/** A break as the dashboard sends it; each refusal names its field. */
export const breakSchema = v.pipe(
  fields,
  fieldProblems((input) => [
    ['to', input.to < input.from ? 'To must be on or after From' : null],
    ['to', input.to >= input.from && daysBetween(input.from, input.to) >= BREAK_DAYS_MAX ? `A break lasts at most ${BREAK_DAYS_MAX} days` : null],
  ]),
)

/** Whether a date falls in one of the breaks. */
export function inBreak(date: string, breaks: readonly BreakInput[]): BreakInput | undefined {
  return breaks.find((pause) => pause.from <= date && date <= pause.to)
}
