import type { Booking, BookingInput, BookingStatus } from '../../app/lib/hall/admin-types.ts'
import { bookingRecurrence } from '../../app/lib/hall/booking-schema.ts'
import { sql } from '../../db/client.ts'
import type { Queryable } from '../../db/queryable.ts'
import { recordAudit } from '../audit/audit-log.ts'
import { BadRequest, Conflict } from '../errors.ts'
import { type BookingRow, bookingOf, bookingRows } from './booking-rows.ts'
import { checkClashes } from './clash-check.ts'
import { renewHirerFeed } from './feeds.ts'
import { queueBookingEmail } from './hirer-mail.ts'

export const BOOKING_NOT_FOUND = 'Booking not found'

const refuse = (field: keyof BookingInput, message: string) => new BadRequest('Invalid request', 400, { [field]: message })

/** The room, the terms version and the enquiry must be ones the church has. */
async function checkReferences(tx: Queryable, input: BookingInput): Promise<void> {
  const [room] = await tx`select 1 from rooms where id = ${input.roomId}`
  if (!room) throw refuse('roomId', 'Room: choose one of the rooms')
  const [terms] = await tx`select 1 from hire_terms where version = ${input.termsVersion}`
  if (!terms) throw refuse('termsVersion', `Terms version: there is no version ${input.termsVersion} of the hire terms`)
  if (input.enquiryId === '') return
  const [enquiry] = await tx`select 1 from form_submissions where id = ${input.enquiryId} and form_type = 'hall_hire'`
  if (!enquiry) throw refuse('enquiryId', 'Enquiry: no hall hire enquiry has this id')
}

/** The hirer with this e-mail address, made if new; their name and phone as given now. */
async function hirerId(tx: Queryable, input: BookingInput): Promise<string> {
  const [hirer] = await tx<{ id: string }[]>`
    insert into hall_hirers (name, email, phone) values (${input.hirerName}, ${input.hirerEmail}, ${input.hirerPhone})
    on conflict ((lower(email))) do update set name = excluded.name, phone = excluded.phone
    returning id`
  return hirer!.id
}

async function storedRow(tx: Queryable, id: string): Promise<BookingRow> {
  const [row] = await bookingRows(tx, tx`where b.id = ${id}`)
  return row!
}

async function termsOf(tx: Queryable, version: number): Promise<{ version: number; text: string }> {
  const [terms] = await tx<{ version: number; text: string }[]>`select version, text from hire_terms where version = ${version}`
  return terms!
}

/** A new provisional booking, refused on a clash unless booked over knowingly; the hirer is e-mailed that it is held. */
export async function createBooking(input: BookingInput, actorEmail: string): Promise<Booking> {
  return sql().begin(async (tx) => {
    await checkReferences(tx, input)
    const clash = await checkClashes(tx, input, null)
    const [created] = await tx<{ id: string }[]>`
      insert into hall_bookings (room_id, hirer_id, purpose, start_time, end_time, recurrence, skip_dates, terms_version, with_children,
        safeguarding_confirmed, enquiry_id, notes, clash_overridden, created_by)
      values (${input.roomId}, ${await hirerId(tx, input)}, ${input.purpose}, ${input.startTime}, ${input.endTime}, ${tx.json(bookingRecurrence(input))},
        ${input.skipDates}::date[], ${input.termsVersion}, ${input.withChildren}, ${input.safeguardingConfirmed}, ${input.enquiryId || null},
        ${input.notes}, ${clash}, ${actorEmail})
      returning id`
    const row = await storedRow(tx, created!.id)
    await queueBookingEmail(tx, row, { news: 'provisional', terms: await termsOf(tx, input.termsVersion), message: '', feedUrl: null })
    await recordAudit({ actorEmail, action: 'hall.booking_created', detail: `Held the ${row.roomName} for ${row.purpose} (${row.hirerName})` }, tx)
    return bookingOf(row)
  })
}

/** The booking changed as sent, unless someone changed it since `updatedAt`; null when there is none. */
export async function updateBooking(id: string, input: BookingInput, updatedAt: string, actorEmail: string): Promise<Booking | null> {
  return sql().begin(async (tx) => {
    const [held] = await tx<{ status: BookingStatus; current: boolean }[]>`
      select status, updated_at = ${updatedAt}::text::timestamptz as current from hall_bookings where id = ${id} for update`
    if (!held) return null
    if (!held.current) throw new Conflict('Someone else changed this booking since you opened it; reload to see their change')
    if (held.status === 'declined' || held.status === 'cancelled') throw new Conflict(`A ${held.status} booking cannot be changed; make a new booking instead`)
    await checkReferences(tx, input)
    const clash = await checkClashes(tx, input, id)
    await tx`
      update hall_bookings set room_id = ${input.roomId}, hirer_id = ${await hirerId(tx, input)}, purpose = ${input.purpose},
        start_time = ${input.startTime}, end_time = ${input.endTime}, recurrence = ${tx.json(bookingRecurrence(input))},
        skip_dates = ${input.skipDates}::date[], terms_version = ${input.termsVersion}, with_children = ${input.withChildren},
        safeguarding_confirmed = ${input.safeguardingConfirmed}, enquiry_id = ${input.enquiryId || null}, notes = ${input.notes},
        clash_overridden = ${clash}, updated_at = now()
      where id = ${id}`
    const row = await storedRow(tx, id)
    await recordAudit(
      { actorEmail, action: 'hall.booking_changed', detail: `Changed the booking of the ${row.roomName} for ${row.purpose} (${row.hirerName})` },
      tx,
    )
    return bookingOf(row)
  })
}

export type StatusChange = { status: 'confirmed' | 'declined' | 'cancelled'; message: string }

/** The changes of status an administrator may make, from each status. */
const ALLOWED: Record<BookingStatus, readonly StatusChange['status'][]> = {
  provisional: ['confirmed', 'declined'],
  confirmed: ['cancelled'],
  declined: [],
  cancelled: [],
}

const DONE = { confirmed: 'Confirmed', declined: 'Declined', cancelled: 'Cancelled' } as const

function refusedChange(from: BookingStatus, to: StatusChange['status']): string {
  if (from === to) return `This booking is already ${from}`
  if (from === 'provisional') return 'A provisional booking can be confirmed or declined, not cancelled'
  if (from === 'confirmed') return 'A confirmed booking can only be cancelled'
  return `This booking is ${from}: make a new booking instead`
}

/**
 * Confirms, declines or cancels a booking and e-mails the hirer, with the administrator's message;
 * confirming a repeating booking gives the hirer a private feed, if they have none, and sends its link.
 */
export async function changeStatus(id: string, change: StatusChange, actorEmail: string): Promise<Booking | null> {
  return sql().begin(async (tx) => {
    const [held] = await tx<{ status: BookingStatus }[]>`select status from hall_bookings where id = ${id} for update`
    if (!held) return null
    if (!ALLOWED[held.status].includes(change.status)) throw new Conflict(refusedChange(held.status, change.status))
    await tx`update hall_bookings set status = ${change.status}, decided_at = now(), updated_at = now() where id = ${id}`
    const row = await storedRow(tx, id)
    const repeating = row.recurrence.ending.kind === 'until'
    const feedUrl = change.status === 'confirmed' && repeating && !row.hirerFeed ? await renewHirerFeed(tx, row.hirerId, actorEmail, true) : null
    await queueBookingEmail(tx, row, { news: change.status, terms: null, message: change.message, feedUrl })
    await recordAudit(
      {
        actorEmail,
        action: `hall.booking_${change.status}`,
        detail: `${DONE[change.status]} the booking of the ${row.roomName} for ${row.purpose} (${row.hirerName})`,
      },
      tx,
    )
    return bookingOf(feedUrl ? { ...row, hirerFeed: true } : row)
  })
}
