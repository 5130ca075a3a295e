import { isCalendarDay, type LocalDate } from '../calendar/london-time.ts'

/** HMRC: records are kept 6 years after the end of the accounting period they relate to (decision 063). */
export const KEPT_FOR_YEARS = 6

const isLeap = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0

/** 'YYYY-MM-DD' of `monthDay` ('MM-DD') in `year`; 29 February falls back to the 28th outside a leap year. */
function dayInYear(year: number, monthDay: string): LocalDate {
  const day = monthDay === '02-29' && !isLeap(year) ? '02-28' : monthDay
  return `${String(year).padStart(4, '0')}-${day}`
}

/** The last day of the accounting period that contains `date`, for a period ending each year on `monthDay`. */
export function periodEndContaining(date: LocalDate, monthDay: string): LocalDate {
  const year = Number(date.slice(0, 4))
  const thisYears = dayInYear(year, monthDay)
  return date <= thisYears ? thisYears : dayInYear(year + 1, monthDay)
}

export type KeepUntilFacts = {
  /** The accounting period's last day, 'MM-DD' (giving_settings.accounting_period_ends). */
  periodEnds: string
  /** The date of the latest gift claimed against the declaration in a claim marked sent, if any. */
  lastClaimedGiftOn: LocalDate | null
  madeOn: LocalDate
  cancelledOn: LocalDate | null
}

/**
 * The day until which a declaration is kept: 6 years after the end of the accounting period of the
 * last gift claimed against it; with no gift claimed, of the period in which it was cancelled, or,
 * still in force, in which it was made (decision 063).
 */
export function keepUntil(facts: KeepUntilFacts): LocalDate {
  const anchor = facts.lastClaimedGiftOn ?? facts.cancelledOn ?? facts.madeOn
  if (!isCalendarDay(anchor)) throw new Error(`Not a calendar day: ${anchor}`)
  const periodEnd = periodEndContaining(anchor, facts.periodEnds)
  return dayInYear(Number(periodEnd.slice(0, 4)) + KEPT_FOR_YEARS, facts.periodEnds)
}

/** Whether the declaration's keep-until day has passed on `today`. */
export const isPastKeepUntil = (keptUntil: LocalDate, today: LocalDate) => today > keptUntil
