import { sql } from '../../db/client.ts'
import { churchToday } from '../../app/lib/site/dates.ts'
import type { ChurchEvent } from '../../app/lib/events/event-schema.ts'
import { type SeriesInDiary, seriesInDiary } from '../../app/lib/calendar/diary-series.ts'
import { timeRangeWords } from '../../app/lib/calendar/series-words.ts'
import { listSeries } from '../calendar/series.ts'
import { siteCopy } from '../page-cache/site-copy.ts'

/** An upcoming event with when it last changed, for the calendar feed. */
export type DatedEvent = ChurchEvent & { updated_at: Date }

/** One entry of What's On When: a one-off event, or a series once at its next date with how it repeats. */
export type DiaryItem = { event: ChurchEvent; series: SeriesInDiary | null; time: string | null }

/** Events dated today or later in UK time, soonest first, with when each last changed. */
export async function listUpcomingDatedEvents(now: Date = new Date()): Promise<DatedEvent[]> {
  return sql()<DatedEvent[]>`
    select id, title, description, to_char(event_date, 'YYYY-MM-DD') as event_date, updated_at
    from events
    where event_date >= ${churchToday(now)}::date
    order by event_date, created_at, id`
}

async function seriesItems(today: string): Promise<DiaryItem[]> {
  return (await listSeries()).flatMap((series): DiaryItem[] => {
    const found = seriesInDiary(series, today)
    if (!found) return []
    const { next, details } = found
    return [
      {
        event: { id: series.id, title: next.title, description: series.description, event_date: next.on },
        series: details,
        time: timeRangeWords(next.startTime, next.endTime),
      },
    ]
  })
}

/**
 * What's On When's entries from today (UK time) on, soonest first: each one-off event, and each
 * series once, at its next meeting; on the same day, timed entries by time before the all-day ones.
 */
export async function listUpcomingDiary(now: Date = new Date()): Promise<DiaryItem[]> {
  const today = churchToday(now)
  const [events, series] = await Promise.all([listUpcomingDatedEvents(now), seriesItems(today)])
  const oneOffs = events.map(
    ({ id, title, description, event_date }): DiaryItem => ({ event: { id, title, description, event_date }, series: null, time: null }),
  )
  const sortKey = (item: DiaryItem) => `${item.event.event_date} ${item.series ? '0' : '1'}`
  return [...series, ...oneOffs].sort((a, b) => sortKey(a).localeCompare(sortKey(b)))
}

/** What's On When's entries, held in memory until the site version moves on: any change to the calendar, or the turn of the day. */
export const heldUpcomingDiary = siteCopy(() => listUpcomingDiary(), 'Reading the diary failed; showing the copy read before')

/** What GET /api/events/upcoming answers, in the spec's shape: each one-off event, and each series once at its next date. */
export async function listUpcomingEvents(now: Date = new Date()): Promise<ChurchEvent[]> {
  return (await listUpcomingDiary(now)).map((item) => item.event)
}
