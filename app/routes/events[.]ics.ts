import { createFileRoute } from '@tanstack/react-router'
import { publishedContent } from '#server/content/published.ts'
import { env } from '#server/env.ts'
import { eventsCalendar } from '#server/events/calendar-feed.ts'
import { listUpcomingDatedEvents } from '#server/events/upcoming.ts'
import { listSeries } from '#server/calendar/series.ts'
import { feedSeries } from '#server/events/feed-series.ts'
import { londonToday } from '~/lib/calendar/london-time'
import { addressOneLine } from '~/lib/content/address'
import type { Church } from '~/content/documents/church'
import type { Place } from '~/lib/calendar/series-schema'

/** Where a series meets, as a calendar program shows it. */
const placeWords = (church: Church) => (place: Place, detail: string) =>
  place === 'hall' ? `${church.name} hall, ${addressOneLine(church)}` : place === 'online' ? ['Online', detail].filter(Boolean).join(', ') : detail
import { Unavailable } from '#server/errors.ts'

export const Route = createFileRoute('/events.ics')({
  server: {
    handlers: {
      GET: async () => {
        try {
          const [events, series, { church }] = await Promise.all([listUpcomingDatedEvents(), listSeries(), publishedContent()])
          const calendar = eventsCalendar(events, church.name, env().SITE_URL, feedSeries(series, londonToday(), placeWords(church)))
          return new Response(calendar, {
            headers: {
              'Content-Type': 'text/calendar; charset=utf-8',
              'Content-Disposition': 'inline; filename="events.ics"',
              'Cache-Control': 'public, max-age=0, s-maxage=60, stale-while-revalidate=600',
            },
          })
        } catch (error) {
          console.error('Calendar feed unavailable', error)
          throw new Unavailable('Unable to load events. Please try again later.', 30)
        }
      },
    },
  },
})
