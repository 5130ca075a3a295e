import { createServerFn } from '@tanstack/react-start'
import { listUpcomingEvents } from '../../server/events/upcoming.ts'

/** The What's On When list, read on the server into the page's HTML. */
export const getUpcomingEvents = createServerFn({ method: 'GET' }).handler(async () => {
  try {
    return await listUpcomingEvents()
  } catch (error) {
    console.error('Upcoming events unavailable', error)
    throw new Error('Unable to load events')
  }
})
