import { createServerFn } from '@tanstack/react-start'
import { publicAvailability } from '#server/hall/availability.ts'
import { siteCopy } from '#server/page-cache/site-copy.ts'
import { reportStandIn } from '#server/render/stand-ins.ts'
import type { PublicRoom } from '~/lib/hall/slot'

/** Held until the site version moves on: a change of rooms, bookings, the turnaround or the calendar, or the turn of the day. */
const heldAvailability = siteCopy(
  async (): Promise<PublicRoom[]> =>
    (await publicAvailability()).map(({ id, name, days }) => ({
      id,
      name,
      days: days.map(({ date, parts }) => ({ date, free: parts.map((part) => part.free) })),
    })),
  "Reading the hall's diary failed; showing the copy read before",
)

/** /hall-hire: when each room is free, or null when it cannot be read (the page then leaves the section out). */
export const getHallAvailability = createServerFn({ method: 'GET' }).handler(async (): Promise<PublicRoom[] | null> => {
  try {
    return await heldAvailability()
  } catch (error) {
    reportStandIn("Reading the hall's diary failed", error)
    return null
  }
})
