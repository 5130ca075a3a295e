import { format, parseISO } from 'date-fns'
import { churchToday } from '~/lib/site/dates.ts'

/** What the grotto card says once the date the church set has passed, until it sets the next. */
export const GROTTO_DATE_TO_COME = 'Date to be announced'

/** The next grotto's date as the card shows it, "Saturday 13 December 2025", or, once that day is over, that the date is to come. */
export function grottoDateText(nextDate: string, now: Date = new Date()): string {
  return nextDate < churchToday(now) ? GROTTO_DATE_TO_COME : format(parseISO(nextDate), 'EEEE d MMMM yyyy')
}
