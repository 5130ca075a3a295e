import type { Church } from '~/content/documents/church.ts'
import { CHURCH_TIME_ZONE } from '~/content/time-zone.ts'

/** The church's public Google Calendar, in UK time. */
export function publicCalendar(church: Church) {
  const query = new URLSearchParams({ src: church.calendar.googleCalendarId, ctz: CHURCH_TIME_ZONE }).toString()
  return {
    /** The embedded calendar, month view, loaded only when the visitor asks. */
    embedUrl: `https://calendar.google.com/calendar/embed?${query}&mode=MONTH&showPrint=0`,
    /** The same calendar on Google's own page, for visitors who prefer not to load the embed. */
    pageUrl: `https://calendar.google.com/calendar/embed?${query}`,
  }
}
