import { createFileRoute } from '@tanstack/react-router'
import { publishedContent } from '#server/content/published.ts'
import { env } from '#server/env.ts'
import { eventsCalendar } from '#server/events/calendar-feed.ts'
import { listUpcomingDatedEvents } from '#server/events/upcoming.ts'
import { Unavailable } from '#server/errors.ts'

export const Route = createFileRoute('/events.ics')({
  server: {
    handlers: {
      GET: async () => {
        try {
          const [events, { church }] = await Promise.all([listUpcomingDatedEvents(), publishedContent()])
          const calendar = eventsCalendar(events, church.name, env().SITE_URL)
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
