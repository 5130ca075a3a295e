import { createServerFn } from '@tanstack/react-start'
import { heldUpcomingDiary } from '#server/events/upcoming.ts'
import { reportStandIn, serverFunctionFailure } from '#server/render/stand-ins.ts'
import { toDiaryEvent } from '~/lib/events/diary-event'
import { diaryPage, diaryPageNumber } from '~/lib/events/diary-page'

/** One page of the What's On When list, read and dated on the server into the page's HTML. */
export const getUpcomingEvents = createServerFn({ method: 'GET' })
  .validator((search: unknown) => diaryPageNumber(search))
  .handler(async ({ data: page }) => {
    try {
      const { entries, ...pages } = diaryPage(await heldUpcomingDiary(), page)
      return { ...pages, events: entries.map(({ event, series, time }) => toDiaryEvent(event, series ? { details: series, time } : undefined)) }
    } catch (error) {
      reportStandIn('Upcoming events unavailable', error)
      throw serverFunctionFailure('Unable to load events', error)
    }
  })
