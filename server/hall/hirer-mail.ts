import { patternWords, dateWords, timeRangeWords } from '../../app/lib/calendar/series-words.ts'
import type { Recurrence } from '../../app/lib/calendar/recurrence.ts'
import { type HallBookingEmailProps, renderHallBookingEmail, renderHallFeedEmail } from '../../emails/hall-booking.tsx'
import type { RenderedEmail } from '../../emails/render.tsx'
import type { Queryable } from '../../db/queryable.ts'
import { publishedContent } from '../content/published.ts'
import type { BookingRow } from './booking-rows.ts'

/**
 * When a booking is, in words: "Saturday 5 December 2026, 2–4pm", or for a repeating one "Every
 * Wednesday, 6–7:30pm, from … to …", then the dates left out.
 */
export function whenWords(booking: { recurrence: Recurrence; startTime: string; endTime: string; skipDates: readonly string[] }): string[] {
  const times = timeRangeWords(booking.startTime, booking.endTime) ?? ''
  const { recurrence } = booking
  if (recurrence.ending.kind !== 'until') return [`${dateWords(recurrence.start, 'full')}, ${times}`]
  const span = `${patternWords(recurrence.pattern)}, ${times}, from ${dateWords(recurrence.start, 'full')} to ${dateWords(recurrence.ending.date, 'full')}`
  const skipped = booking.skipDates.map((date) => dateWords(date, 'full'))
  return skipped.length > 0 ? [span, `Except ${skipped.join(', ')}`] : [span]
}

async function queue(tx: Queryable, to: { email: string; name: string }, email: RenderedEmail): Promise<void> {
  await tx`
    insert into mail_outbox (recipient_email, recipient_name, reply_to, subject, html, text, status)
    values (${to.email}, ${to.name}, ${email.replyTo}, ${email.subject}, ${email.html}, ${email.text}, 'pending')`
}

type News = Pick<HallBookingEmailProps, 'news' | 'terms' | 'message' | 'feedUrl'>

/** Queues the hirer's e-mail about their booking inside the change's transaction, signed with the church's name. */
export async function queueBookingEmail(tx: Queryable, booking: BookingRow, news: News): Promise<void> {
  const { church } = await publishedContent()
  const email = await renderHallBookingEmail(
    { ...news, churchName: church.name, hirerName: booking.hirerName, roomName: booking.roomName, purpose: booking.purpose, when: whenWords(booking) },
    church.email,
  )
  await queue(tx, { email: booking.hirerEmail, name: booking.hirerName }, email)
}

export async function queueFeedEmail(tx: Queryable, hirer: { email: string; name: string }, feedUrl: string): Promise<void> {
  const { church } = await publishedContent()
  await queue(tx, hirer, await renderHallFeedEmail({ churchName: church.name, hirerName: hirer.name, feedUrl }, church.email))
}
