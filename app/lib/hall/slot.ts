import { addDays, isCalendarDay, type LocalDate, londonToday } from '../calendar/london-time.ts'
import { dateWords } from '../calendar/series-words.ts'
import { AVAILABILITY_DAYS, DAY_PARTS, type DayPartId } from './diary.ts'
import { SLOT_PATTERN } from './slot-search.ts'

/** A part of a day the public may ask about: `?slot=2026-12-05.afternoon` on /hall-hire. */
export type Slot = { date: LocalDate; part: DayPartId }

/** How a slot is written in the page's query. */
export function slotValue({ date, part }: Slot): string {
  return `${date}.${part}`
}

/** The slot `value` names, if it is well formed and within the days the availability shows from `today`; else null. */
export function parseSlot(value: unknown, today: LocalDate = londonToday()): Slot | null {
  if (typeof value !== 'string') return null
  const match = SLOT_PATTERN.exec(value)
  if (!match || !isCalendarDay(match[1]!)) return null
  const date = match[1]!
  if (date < today || date > addDays(today, AVAILABILITY_DAYS - 1)) return null
  return { date, part: match[2] as DayPartId }
}

function dayPart(part: DayPartId): (typeof DAY_PARTS)[number] {
  return DAY_PARTS.find((each) => each.id === part)!
}

/** What the enquiry form's dates field says for a slot: "Saturday 5 December 2026, afternoon (1pm to 5pm)". */
export function slotWords({ date, part }: Slot): string {
  const { label, words } = dayPart(part)
  return `${dateWords(date, 'full')}, ${label.toLowerCase()} (${words})`
}

/** What /hall-hire is sent of a room's availability: for each day, whether each of DAY_PARTS is free, in their order. */
export type PublicRoom = { id: string; name: string; days: { date: LocalDate; free: boolean[] }[] }
