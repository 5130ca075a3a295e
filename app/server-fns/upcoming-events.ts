import { createServerFn } from '@tanstack/react-start'
import { listUpcomingEvents } from '#server/events/upcoming.ts'
import { reportStandIn, serverFunctionFailure } from '#server/render/stand-ins.ts'
import { toDiaryEvent } from '~/lib/events/diary-event'

/** The What's On When list, read and dated on the server into the page's HTML. */
export const getUpcomingEvents = createServerFn({ method: 'GET' }).handler(async () => {
  try {
    return (await listUpcomingEvents()).map(toDiaryEvent)
  } catch (error) {
    reportStandIn('Upcoming events unavailable', error)
    throw serverFunctionFailure('Unable to load events', error)
  }
})
