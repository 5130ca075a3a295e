import { format } from 'date-fns'
import { parseCalendarDay } from '~/lib/site/dates'

/** '23 Nov' for a day 'YYYY-MM-DD'. */
export function shortDay(day: string): string {
  return format(parseCalendarDay(day), 'd MMM')
}

/** 'Mon 23 Nov 2026' for a day 'YYYY-MM-DD'. */
export function longDay(day: string): string {
  return format(parseCalendarDay(day), 'EEE d MMM yyyy')
}
