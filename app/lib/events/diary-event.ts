import { format } from 'date-fns'
import { formatEventDate, parseCalendarDay } from '../site/dates.ts'
import type { ChurchEvent } from './event-schema.ts'

/** An upcoming event with its date already written out, so the page needs no date library in the browser. */
export type DiaryEvent = ChurchEvent & { dateLabel: string; badgeMonth: string; badgeDay: string }

export function toDiaryEvent(event: ChurchEvent): DiaryEvent {
  const day = parseCalendarDay(event.event_date)
  return { ...event, dateLabel: formatEventDate(event.event_date), badgeMonth: format(day, 'MMM'), badgeDay: format(day, 'd') }
}
