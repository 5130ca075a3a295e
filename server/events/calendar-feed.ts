import { addDays, format } from 'date-fns'
import { parseCalendarDay } from '../../app/lib/site/dates.ts'
import { CHURCH_TIME_ZONE } from '../../app/content/time-zone.ts'
import { LONDON_VTIMEZONE } from '../../app/lib/calendar/icalendar-rules.ts'
import { calendarText, dateValue, escapeText, utcDateTimeValue } from './icalendar.ts'
import { type FeedSeries, seriesEventLines } from './series-feed.ts'
import type { DatedEvent } from './upcoming.ts'

function nextDay(day: string): string {
  return format(addDays(parseCalendarDay(day), 1), 'yyyy-MM-dd')
}

function eventLines(event: DatedEvent, host: string): string[] {
  return [
    'BEGIN:VEVENT',
    `UID:${event.id}@${host}`,
    // When the event last changed, so the feed's bytes change only when an event does.
    `DTSTAMP:${utcDateTimeValue(event.updated_at)}`,
    `DTSTART;VALUE=DATE:${dateValue(event.event_date)}`,
    `DTEND;VALUE=DATE:${dateValue(nextDay(event.event_date))}`,
    `SUMMARY:${escapeText(event.title)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    'TRANSP:TRANSPARENT',
    'END:VEVENT',
  ]
}

/**
 * The church's upcoming one-off events (all day) and its series (each once, with its RRULE, on
 * London's clock with London's VTIMEZONE) as an iCalendar feed named after the church.
 */
export function eventsCalendar(events: readonly DatedEvent[], churchName: string, siteUrl: string, series: readonly FeedSeries[] = []): string {
  const host = new URL(siteUrl).host
  const name = escapeText(`${churchName} events`)
  return calendarText([
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${escapeText(churchName)}//Website//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `NAME:${name}`,
    `X-WR-CALNAME:${name}`,
    `X-WR-TIMEZONE:${CHURCH_TIME_ZONE}`,
    'REFRESH-INTERVAL;VALUE=DURATION:PT6H',
    'X-PUBLISHED-TTL:PT6H',
    ...(series.length > 0 ? LONDON_VTIMEZONE : []),
    ...series.flatMap((one) => seriesEventLines(one, host)),
    ...events.flatMap((event) => eventLines(event, host)),
    'END:VCALENDAR',
  ])
}
