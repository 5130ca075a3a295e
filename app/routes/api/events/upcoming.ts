import { createFileRoute } from '@tanstack/react-router'
import { Unavailable } from '#server/errors.ts'
import { json } from '#server/http/responses.ts'
import { listUpcomingEvents } from '#server/events/upcoming.ts'

export const Route = createFileRoute('/api/events/upcoming')({
  server: {
    handlers: {
      GET: async () => {
        try {
          return json(await listUpcomingEvents())
        } catch (error) {
          console.error('Upcoming events unavailable', error)
          throw new Unavailable('Unable to load events. Please try again later.')
        }
      },
    },
  },
})
