import { dateWords } from '../../app/lib/calendar/series-words.ts'
import type { BookingInput } from '../../app/lib/hall/admin-types.ts'
import { bookingRecurrence } from '../../app/lib/hall/booking-schema.ts'
import { bookingEntries, type DiaryEntry, findClashes, timeOf } from '../../app/lib/hall/diary.ts'
import type { Queryable } from '../../db/queryable.ts'
import { BadRequest } from '../errors.ts'
import { lastDateOf } from './booking-rows.ts'
import { loadDiary, turnaroundMinutes } from './diary.ts'

/** An id no booking has, for the dates of a booking not yet stored. */
const NEW_BOOKING = 'new booking'

/** "Sunday service on Sunday 6 December 2026, 10:30 to 12:00" */
const inWords = (use: DiaryEntry) => `${use.title} on ${dateWords(use.date, 'full')}, ${timeOf(use.startMinute)} to ${timeOf(use.endMinute)}`

/** The first clash in words, and how many more dates clash. */
export function clashWords(clashes: readonly { entry: DiaryEntry; with: DiaryEntry }[]): string {
  const [first] = clashes
  if (!first) return ''
  const more = new Set(clashes.map((clash) => clash.entry.date)).size - 1
  return `Clashes with ${inWords(first.with)}${more > 0 ? ` and ${more} more date${more === 1 ? '' : 's'}` : ''}`
}

/**
 * What the booking clashes with, in words, or null when nothing: read under a lock held to the end
 * of the transaction, so two bookings made at once cannot both find the room free. A clash refuses
 * the booking unless the administrator books over it knowingly.
 */
export async function checkClashes(tx: Queryable, input: BookingInput, bookingId: string | null): Promise<string | null> {
  await tx`select pg_advisory_xact_lock(hashtext('hall bookings'))`
  const recurrence = bookingRecurrence(input)
  const last = lastDateOf(recurrence)
  const entries = bookingEntries(
    {
      id: bookingId ?? NEW_BOOKING,
      roomId: input.roomId,
      title: input.purpose,
      startTime: input.startTime,
      endTime: input.endTime,
      recurrence,
      skipDates: input.skipDates,
    },
    input.date,
    last,
  )
  const [diary, turnaround] = await Promise.all([loadDiary(input.date, last, tx), turnaroundMinutes(tx)])
  const words = clashWords(findClashes(entries, diary, turnaround))
  if (!words) return null
  if (!input.overrideClash) throw new BadRequest('Invalid request', 400, { overrideClash: words })
  return words
}
