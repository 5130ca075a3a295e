import * as v from 'valibot'
import { fieldErrors } from '../../app/lib/forms/validation.ts'
import { bookingSchema } from '../../app/lib/hall/booking-schema.ts'
import { isUuid } from '../../app/lib/site/uuid.ts'
import { sql } from '../../db/client.ts'
import type { SessionAdmin } from '../auth/session.ts'
import { BadRequest, NotFound } from '../errors.ts'
import { json, queryReader } from '../http/responses.ts'
import { parseJsonRequest } from '../http/validate.ts'
import { addRoom, addTerms, changeRoom, diaryDays, hallAdmin, removeRoom, setTurnaround } from './admin.ts'
import { BOOKING_NOT_FOUND, changeStatus, createBooking, updateBooking } from './bookings.ts'
import { renewAdminFeed, renewHirerFeed } from './feeds.ts'
import { bookingChangeSchema, diaryQuerySchema, HALL_BODY_LIMIT, newRoomSchema, roomSchema, statusSchema, termsSchema, turnaroundSchema } from './schemas.ts'

const NO_STORE = { headers: { 'Cache-Control': 'no-store' } }
const ROOM_NOT_FOUND = 'Room not found'
const HIRER_NOT_FOUND = 'Hirer not found'

/** An id that cannot be one finds nothing, like an unknown one (decision 045). */
function knownId(rawId: string, notFound: string): string {
  if (!isUuid(rawId)) throw new NotFound(notFound)
  return rawId.toLowerCase()
}

const found = <T>(value: T | null, notFound: string): T => {
  if (value === null) throw new NotFound(notFound)
  return value
}

/** GET /api/admin/hall */
export async function handleHallAdmin(): Promise<Response> {
  return json(await hallAdmin(), NO_STORE)
}

/** GET /api/admin/hall/diary?from=YYYY-MM-DD&days=1..62 (from today, for four weeks, when not given) */
export async function handleDiary(request: Request): Promise<Response> {
  const { details, one } = queryReader(new URL(request.url), ['from', 'days'])
  const result = v.safeParse(diaryQuerySchema, { from: one('from'), days: one('days') })
  if (!result.success) Object.assign(details, fieldErrors(result.issues))
  if (!result.success || Object.keys(details).length > 0) throw new BadRequest('Invalid request', 400, details)
  return json(await diaryDays(result.output.from, result.output.days), NO_STORE)
}

/** POST /api/admin/hall/bookings */
export async function handleCreateBooking(request: Request, admin: SessionAdmin): Promise<Response> {
  const input = await parseJsonRequest(request, bookingSchema, HALL_BODY_LIMIT)
  return json(await createBooking(input, admin.email), { status: 201 })
}

/** PUT /api/admin/hall/bookings/{id} */
export async function handleUpdateBooking(rawId: string, request: Request, admin: SessionAdmin): Promise<Response> {
  const id = knownId(rawId, BOOKING_NOT_FOUND)
  const { updatedAt, ...input } = await parseJsonRequest(request, bookingChangeSchema, HALL_BODY_LIMIT)
  return json(found(await updateBooking(id, input, updatedAt, admin.email), BOOKING_NOT_FOUND))
}

/** POST /api/admin/hall/bookings/{id}/status */
export async function handleBookingStatus(rawId: string, request: Request, admin: SessionAdmin): Promise<Response> {
  const id = knownId(rawId, BOOKING_NOT_FOUND)
  const change = await parseJsonRequest(request, statusSchema, HALL_BODY_LIMIT)
  return json(found(await changeStatus(id, change, admin.email), BOOKING_NOT_FOUND))
}

/** POST /api/admin/hall/hirers/{id}/feed */
export async function handleHirerFeed(rawId: string, admin: SessionAdmin): Promise<Response> {
  const id = knownId(rawId, HIRER_NOT_FOUND)
  const url = await sql().begin((tx) => renewHirerFeed(tx, id, admin.email))
  return json({ url: found(url, HIRER_NOT_FOUND) }, NO_STORE)
}

/** POST /api/admin/hall/feed */
export async function handleAdminFeed(admin: SessionAdmin): Promise<Response> {
  return json(await renewAdminFeed(admin.email), NO_STORE)
}

/** PUT /api/admin/hall/settings */
export async function handleSettings(request: Request, admin: SessionAdmin): Promise<Response> {
  const { turnaroundMinutes } = await parseJsonRequest(request, turnaroundSchema, HALL_BODY_LIMIT)
  return json(await setTurnaround(turnaroundMinutes, admin.email))
}

/** POST /api/admin/hall/rooms */
export async function handleAddRoom(request: Request, admin: SessionAdmin): Promise<Response> {
  const { name } = await parseJsonRequest(request, newRoomSchema, HALL_BODY_LIMIT)
  return json(await addRoom(name, admin.email), { status: 201 })
}

/** PUT /api/admin/hall/rooms/{id} */
export async function handleChangeRoom(rawId: string, request: Request, admin: SessionAdmin): Promise<Response> {
  const id = knownId(rawId, ROOM_NOT_FOUND)
  const change = await parseJsonRequest(request, roomSchema, HALL_BODY_LIMIT)
  return json(found(await changeRoom(id, change, admin.email), ROOM_NOT_FOUND))
}

/** DELETE /api/admin/hall/rooms/{id} */
export async function handleRemoveRoom(rawId: string, admin: SessionAdmin): Promise<Response> {
  if (!(await removeRoom(knownId(rawId, ROOM_NOT_FOUND), admin.email))) throw new NotFound(ROOM_NOT_FOUND)
  return json({ success: true })
}

/** POST /api/admin/hall/terms */
export async function handleAddTerms(request: Request, admin: SessionAdmin): Promise<Response> {
  const { text } = await parseJsonRequest(request, termsSchema, HALL_BODY_LIMIT)
  return json(await addTerms(text, admin.email), { status: 201 })
}
