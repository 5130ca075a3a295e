import { createServerFn } from '@tanstack/react-start'
import { readActivityNotes } from '#server/calendar/activity-notes.ts'
import { reportStandIn } from '#server/render/stand-ins.ts'
import type { ActivityNotes } from '~/lib/calendar/activity-times'
import { churchToday } from '~/lib/site/dates'

/** The regular activities' coming changes, for the cards that name their times; none when the calendar cannot be read. */
export const getActivityNotes = createServerFn({ method: 'GET' }).handler(async (): Promise<ActivityNotes> => {
  try {
    return await readActivityNotes(churchToday())
  } catch (error) {
    reportStandIn('The regular activities’ notes are unavailable', error)
    return {}
  }
})
