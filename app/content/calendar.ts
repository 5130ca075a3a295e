// Sample values: the calendar address below is a placeholder for the church to replace with its own public Google Calendar.
import { CHURCH_TIME_ZONE } from './time-zone.ts'

const calendarId = 'craycommunitychurch@gmail.com'

const calendarQuery = new URLSearchParams({ src: calendarId, ctz: CHURCH_TIME_ZONE }).toString()

export const publicCalendar = {
  /** The embedded calendar, month view in UK time, loaded only when the visitor asks. */
  embedUrl: `https://calendar.google.com/calendar/embed?${calendarQuery}&mode=MONTH&showPrint=0`,
  /** The same calendar on Google's own page, for visitors who prefer not to load the embed. */
  pageUrl: `https://calendar.google.com/calendar/embed?${calendarQuery}`,
} as const
