import { format } from 'date-fns'
import type { UpcomingEvent } from '../../server/events/upcoming.ts'
import { formatEventDate, parseCalendarDay } from './dates'

/** An upcoming event with its date already written out, so the page needs no date library in the browser. */
export type DiaryEvent = UpcomingEvent & { dateLabel: string; badgeMonth: string; badgeDay: string }

export function toDiaryEvent(event: UpcomingEvent): DiaryEvent {
  const day = parseCalendarDay(event.event_date)
  return { ...event, dateLabel: formatEventDate(event.event_date), badgeMonth: format(day, 'MMM'), badgeDay: format(day, 'd') }
}
