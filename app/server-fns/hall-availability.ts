import { createServerFn } from '@tanstack/react-start'
import { publicAvailability } from '#server/hall/availability.ts'
import { siteCopy } from '#server/page-cache/site-copy.ts'
import { reportStandIn } from '#server/render/stand-ins.ts'
import { parseSlot, type PublicRoom, slotWords } from '~/lib/hall/slot'

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

async function availabilityOrNothing(): Promise<PublicRoom[] | null> {
  try {
    return await heldAvailability()
  } catch (error) {
    reportStandIn("Reading the hall's diary failed", error)
    return null
  }
}

export type HallHireData = {
  /** When each room is free, or null when it cannot be read (the page then leaves the section out). */
  availability: PublicRoom[] | null
  /** The enquiry's dates for the free time chosen (`?slot=`), or '' for none, or one malformed, past or too far ahead. */
  dates: string
}

/** What /hall-hire shows beside its form. Dated on the server, so the page's own code stays as small as it was. */
export const getHallHireData = createServerFn({ method: 'GET' })
  .validator((slot: unknown) => (typeof slot === 'string' ? slot : ''))
  .handler(async ({ data: slot }): Promise<HallHireData> => {
    const chosen = parseSlot(slot)
    return { availability: await availabilityOrNothing(), dates: chosen ? slotWords(chosen) : '' }
  })
