import { TZDate } from '@date-fns/tz'
import { format, parseISO } from 'date-fns'
import { CHURCH_TIME_ZONE } from '~/content/time-zone.ts'

/** What the grotto card says once the date the church set has passed, until it sets the next. */
export const GROTTO_DATE_TO_COME = 'Date to be announced'

/** The next grotto's date as the card shows it, "Saturday 13 December 2025", or, once that day is over, that the date is to come. */
export function grottoDateText(nextDate: string, now: Date = new Date()): string {
  const today = format(new TZDate(now, CHURCH_TIME_ZONE), 'yyyy-MM-dd')
  return nextDate < today ? GROTTO_DATE_TO_COME : format(parseISO(nextDate), 'EEEE d MMMM yyyy')
}
