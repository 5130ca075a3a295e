import { format } from 'date-fns'
import type { SeriesInDiary } from '../calendar/diary-series.ts'
import { formatEventDate, parseCalendarDay } from '../site/dates.ts'
import type { ChurchEvent } from './event-schema.ts'

/**
 * An upcoming event with its date already written out, so the page needs no date library in the
 * browser; a series also has its pattern, place and notes, and the time of its next meeting.
 */
export type DiaryEvent = ChurchEvent & { dateLabel: string; badgeMonth: string; badgeDay: string; series?: SeriesInDiary; time?: string }

export function toDiaryEvent(event: ChurchEvent, series?: { details: SeriesInDiary; time: string | null }): DiaryEvent {
  const day = parseCalendarDay(event.event_date)
  const dated = { ...event, dateLabel: formatEventDate(event.event_date), badgeMonth: format(day, 'MMM'), badgeDay: format(day, 'd') }
  if (!series) return dated
  return series.time ? { ...dated, series: series.details, time: series.time } : { ...dated, series: series.details }
}
