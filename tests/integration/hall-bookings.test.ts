import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import { sql } from '../../db/client.ts'
import type { Booking, BookingInput, HallAdmin } from '../../app/lib/hall/admin-types.ts'
import type { SeriesInput } from '../../app/lib/calendar/series-schema.ts'
import { createSeries, deleteSeries } from '../../server/calendar/series.ts'
import { spellingOf } from '../../server/http/canonical-path.ts'
import { shouldBypass } from '../../server/page-cache/rules.ts'
import { handleHallFeed } from '../../server/hall/feed-http.ts'
import * as http from '../../server/hall/http.ts'
import { hallBookingsData, hallHirersData } from '../../server/hall/personal-data.ts'
import { deleteExpiredBookings } from '../../server/hall/retention.ts'
import { PERSONAL_DATA_TABLES } from '../../server/rights/personal-data-register.ts'
import { answered } from '../helpers/answer.ts'

const SITE = 'http://localhost:3000'
const ADMIN = { id: '00000000-0000-4000-8000-000000000001', email: 'admin@example.org' }
const createBooking = answered(http.handleCreateBooking)
const updateBooking = answered(http.handleUpdateBooking)
const bookingStatus = answered(http.handleBookingStatus)
const hirerFeed = answered(http.handleHirerFeed)
const adminFeed = answered(http.handleAdminFeed)
const diary = answered(http.handleDiary)
const feed = answered(handleHallFeed)

const sent = (path: string, body: unknown, method = 'POST') =>
  new Request(`${SITE}${path}`, { method, headers: { 'Content-Type': 'application/json', Origin: SITE }, body: JSON.stringify(body) })

let mainHall = ''
let sundayService = ''

const sundayServiceSeries: SeriesInput = {
  title: 'Sunday service',
  description: '',
  place: 'hall',
  placeDetail: '',
  activity: null,
  startTime: '10:30',
  endTime: '12:00',
  recurrence: { start: '2027-01-03', pattern: { kind: 'weekly', interval: 1, weekdays: ['SU'] }, ending: { kind: 'never' } },
}

const booking = (change: Partial<BookingInput> = {}): BookingInput => ({
  roomId: mainHall,
  hirerName: 'Ann Hirer',
  hirerEmail: 'Ann.Hirer@example.com',
  hirerPhone: '01234 567890',
  purpose: 'Birthday party',
  date: '2027-01-09',
  startTime: '10:00',
  endTime: '14:00',
  repeat: 'none',
  until: '',
  skipDates: [],
  termsVersion: 1,
  withChildren: false,
  safeguardingConfirmed: false,
  enquiryId: '',
  notes: '',
  overrideClash: false,
  ...change,
})

const create = (input: unknown) => createBooking(sent('/api/admin/hall/bookings', input), ADMIN)
const made = async (input: unknown): Promise<Booking> => {
  const response = await create(input)
  expect(response.status, JSON.stringify(await response.clone().json())).toBe(201)
  return response.json()
}
const details = async (response: Response) => {
  expect(response.status).toBe(400)
  return (await response.json()).details as Record<string, string>
}
const setStatus = (id: string, status: string, message = '') => bookingStatus(id, sent(`/api/admin/hall/bookings/${id}/status`, { status, message }), ADMIN)
const outbox = () =>
  sql()<{ recipient_email: string; subject: string; text: string }[]>`select recipient_email, subject, text from mail_outbox order by created_at, id`
const tokenIn = (text: string) => /\/hall-diary\/([0-9a-f]{64})\.ics/.exec(text)?.[1]

async function cleanUp() {
  await sql()`delete from hall_bookings`
  await sql()`delete from hall_hirers`
  await sql()`delete from mail_outbox`
  await sql()`update hall_settings set turnaround_minutes = 30, feed_token_hash = null, feed_renewed_at = null`
}

beforeEach(async () => {
  await cleanUp()
  if (!mainHall) {
    const [room] = await sql()<{ id: string }[]>`select id from rooms where calendar_place = 'hall'`
    mainHall = room!.id
    sundayService = (await createSeries(sundayServiceSeries, ADMIN.email)).id
  }
})

afterAll(async () => {
  await cleanUp()
  await sql().begin(async (tx) => {
    await tx`alter table hire_terms disable trigger hire_terms_never_change`
    await tx`delete from hire_terms where version > 1`
    await tx`alter table hire_terms enable trigger hire_terms_never_change`
  })
  await deleteSeries(sundayService, ADMIN.email)
})

describe('making a booking', () => {
  it('holds the room provisionally, and e-mails the hirer with the terms', async () => {
    const created = await made(booking())
    expect(created).toMatchObject({ status: 'provisional', roomName: 'Main hall', hirerName: 'Ann Hirer', startTime: '10:00', endTime: '14:00' })
    expect(created.nextDates).toEqual(['2027-01-09'])
    const [email] = await outbox()
    expect(email!.recipient_email).toBe('Ann.Hirer@example.com')
    expect(email!.subject).toMatch(/^Your booking is provisionally held/)
    expect(email!.text).toContain('Saturday 9 January 2027')
    expect(email!.text).toContain('version 1')
    const [{ count }] = (await sql()`select count(*)::int as count from audit_log where action = 'hall.booking_created'`) as unknown as [{ count: number }]
    expect(count).toBeGreaterThan(0)
  })

  it('refuses a clash with a church service, naming it, unless booked over knowingly', async () => {
    const overService = booking({ date: '2027-01-10', startTime: '11:00', endTime: '12:00' })
    expect(await details(await create(overService))).toEqual({
      overrideClash: 'Clashes with Sunday service on Sunday 10 January 2027, 10:30 to 12:00',
    })
    const weekly = booking({ date: '2027-01-10', startTime: '11:00', endTime: '12:00', repeat: 'weekly', until: '2027-01-31' })
    expect((await details(await create(weekly))).overrideClash).toBe('Clashes with Sunday service on Sunday 10 January 2027, 10:30 to 12:00 and 3 more dates')
    const overridden = await made({ ...overService, overrideClash: true })
    expect(overridden.clashOverridden).toBe('Clashes with Sunday service on Sunday 10 January 2027, 10:30 to 12:00')
  })

  it('keeps the turnaround between bookings, and a declined booking no longer blocks', async () => {
    const first = await made(booking())
    const following = (startTime: string) => booking({ hirerEmail: 'bob@example.com', hirerName: 'Bob', startTime, endTime: '16:00' })
    expect((await details(await create(following('14:20')))).overrideClash).toBe('Clashes with Birthday party on Saturday 9 January 2027, 10:00 to 14:00')
    expect((await setStatus(first.id, 'declined')).status).toBe(200)
    await made(following('14:20'))
  })

  it('allows a booking right after the turnaround', async () => {
    await made(booking())
    await made(booking({ hirerEmail: 'bob@example.com', startTime: '14:30', endTime: '16:00' }))
  })

  it('leaves a skipped date of a weekly booking free', async () => {
    await made(
      booking({
        purpose: 'Brownies',
        date: '2027-01-06',
        startTime: '18:00',
        endTime: '19:30',
        repeat: 'weekly',
        until: '2027-03-31',
        skipDates: ['2027-02-17'],
      }),
    )
    const other = (date: string) => booking({ hirerEmail: 'bob@example.com', date, startTime: '18:00', endTime: '19:00' })
    await made(other('2027-02-17'))
    expect((await details(await create(other('2027-02-24')))).overrideClash).toBe('Clashes with Brownies on Wednesday 24 February 2027, 18:00 to 19:30')
  })

  it('names the field of bad input', async () => {
    expect(await details(await create(booking({ endTime: '09:00' })))).toEqual({ endTime: 'End time must be after the start time' })
    expect(await details(await create(booking({ repeat: 'weekly', until: '2900-01-01' })))).toHaveProperty('until')
    expect(await details(await create({ ...booking({ repeat: 'weekly' }), until: '' }))).toHaveProperty('until')
    expect(await details(await create(booking({ termsVersion: 99 })))).toHaveProperty('termsVersion')
    expect(await details(await create(booking({ enquiryId: '00000000-0000-4000-8000-000000000000' })))).toHaveProperty('enquiryId')
    expect(await details(await create(booking({ roomId: '00000000-0000-4000-8000-000000000000' })))).toHaveProperty('roomId')
    expect(await details(await create(booking({ withChildren: true })))).toHaveProperty('safeguardingConfirmed')
    const [{ count }] = (await sql()`select count(*)::int as count from hall_bookings`) as unknown as [{ count: number }]
    expect(count).toBe(0)
  })

  it('lets only one of two clashing bookings made at once through', async () => {
    const answers = await Promise.all([create(booking()), create(booking({ hirerEmail: 'bob@example.com' }))])
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 400])
  })
})

describe('changing a booking', () => {
  it('saves a change, and refuses a stale one with 409', async () => {
    const created = await made(booking())
    const put = (body: unknown) => updateBooking(created.id, sent(`/api/admin/hall/bookings/${created.id}`, body, 'PUT'), ADMIN)
    const changed = await put({ ...booking({ purpose: 'Party', endTime: '13:00' }), updatedAt: created.updatedAt })
    expect(changed.status, JSON.stringify(await changed.clone().json())).toBe(200)
    expect(await changed.json()).toMatchObject({ purpose: 'Party', endTime: '13:00' })
    expect((await put({ ...booking(), updatedAt: created.updatedAt })).status).toBe(409)
  })

  it('confirms, declines and cancels only as allowed, e-mailing the hirer each time', async () => {
    const created = await made(booking())
    expect((await setStatus(created.id, 'cancelled')).status).toBe(409)
    const confirmed = await setStatus(created.id, 'confirmed', 'The key is with the caretaker.')
    expect(confirmed.status).toBe(200)
    expect((await confirmed.json()).status).toBe('confirmed')
    expect((await setStatus(created.id, 'declined')).status).toBe(409)
    expect((await setStatus(created.id, 'cancelled')).status).toBe(200)
    expect((await setStatus(created.id, 'confirmed')).status).toBe(409)
    const subjects = (await outbox()).map((email) => email.subject)
    expect(subjects).toHaveLength(3)
    expect(subjects[1]).toMatch(/^Your booking is confirmed/)
    expect(subjects[2]).toMatch(/^Your booking is cancelled/)
    expect((await outbox())[1]!.text).toContain('The key is with the caretaker.')
    expect((await setStatus('not-an-id', 'confirmed')).status).toBe(404)
  })
})

describe('the private feeds', () => {
  it('show administrators every booking and the church’s use, and a hirer only their confirmed bookings', async () => {
    const weekly = await made(booking({ purpose: 'Brownies', date: '2027-01-06', startTime: '18:00', endTime: '19:30', repeat: 'weekly', until: '2027-01-27' }))
    await made(booking({ purpose: 'Quiz night', hirerName: 'Bob', hirerEmail: 'bob@example.com', date: '2027-01-08' }))
    await setStatus(weekly.id, 'confirmed')
    const hirerToken = tokenIn((await outbox()).at(-1)!.text)
    expect(hirerToken).toBeDefined()

    const { url } = await (await adminFeed(ADMIN)).json()
    const path = new URL(url).pathname
    expect(spellingOf(path)).toEqual({ kind: 'page' })
    expect(shouldBypass(new Request(url), new URL(url))).toBe(true)
    const everything = await feed(`${tokenIn(url)}.ics`)
    expect(everything.status).toBe(200)
    expect(everything.headers.get('cache-control')).toBe('private, no-store')
    const adminText = await everything.text()
    expect(adminText).toContain('SUMMARY:Hall: Brownies (Ann Hirer)')
    expect(adminText).toContain('SUMMARY:Hall: Quiz night (Bob)')
    expect(adminText).toContain('STATUS:TENTATIVE')
    expect(adminText).toContain('Church: Sunday service')

    const theirs = await (await feed(`${hirerToken}.ics`)).text()
    expect(theirs).toContain('Brownies')
    expect(theirs).toContain('DTSTART;TZID=Europe/London:20270113T180000')
    expect(theirs).not.toContain('Quiz night')
    expect(theirs).not.toContain('Sunday service')

    const renewed = await (await hirerFeed(weekly.hirerId, ADMIN)).json()
    expect((await feed(`${hirerToken}.ics`)).status).toBe(404)
    expect((await feed(`${tokenIn(renewed.url)}.ics`)).status).toBe(200)
    await adminFeed(ADMIN)
    expect((await feed(`${tokenIn(url)}.ics`)).status).toBe(404)
    expect((await feed('unknown.ics')).status).toBe(404)
  })
})

describe('the admin overview', () => {
  it('lists provisional bookings first and shows the diary with who and why', async () => {
    const confirmed = await made(booking({ date: '2027-01-02' }))
    await setStatus(confirmed.id, 'confirmed')
    await made(booking({ purpose: 'Quiz night', date: '2027-01-16' }))
    const admin: HallAdmin = await (await http.handleHallAdmin()).json()
    expect(admin.bookings.map((one) => one.purpose)).toEqual(['Quiz night', 'Birthday party'])
    const days = await (await diary(new Request(`${SITE}/api/admin/hall/diary?from=2027-01-02&days=2`))).json()
    expect(days[0].entries).toEqual([
      expect.objectContaining({ title: 'Birthday party (Ann Hirer)', status: 'confirmed', start: '10:00', end: '14:00', kind: 'booking' }),
    ])
    expect(days[1].entries[0]).toMatchObject({ title: 'Sunday service', kind: 'church', bookingId: null })
    expect((await diary(new Request(`${SITE}/api/admin/hall/diary?from=2027-01-02&days=63`))).status).toBe(400)
  })
})

describe('rooms, turnaround and terms', () => {
  it('adds, renames and removes a room, but not one with bookings or the calendar’s', async () => {
    const added = await answered(http.handleAddRoom)(sent('/api/admin/hall/rooms', { name: 'Small room' }), ADMIN)
    expect(added.status).toBe(201)
    const room = await added.json()
    expect(room).toMatchObject({ name: 'Small room', usedByCalendar: false })
    const renamed = await answered(http.handleChangeRoom)(room.id, sent(`/api/admin/hall/rooms/${room.id}`, { name: 'Vestry', position: 3 }, 'PUT'), ADMIN)
    expect(await renamed.json()).toMatchObject({ name: 'Vestry', position: 3 })
    const remove = answered(http.handleRemoveRoom)
    await made(booking({ roomId: room.id }))
    expect((await remove(room.id, ADMIN)).status).toBe(409)
    expect((await remove(mainHall, ADMIN)).status).toBe(409)
    await sql()`delete from hall_bookings where room_id = ${room.id}`
    expect((await remove(room.id, ADMIN)).status).toBe(200)
  })

  it('lets a longer turnaround refuse what a shorter one allowed', async () => {
    await made(booking())
    const settings = answered(http.handleSettings)
    expect(await (await settings(sent('/api/admin/hall/settings', { turnaroundMinutes: 60 }, 'PUT'), ADMIN)).json()).toBe(60)
    expect((await details(await create(booking({ hirerEmail: 'bob@example.com', startTime: '14:30', endTime: '16:00' })))).overrideClash).toBeDefined()
    expect(await details(await settings(sent('/api/admin/hall/settings', { turnaroundMinutes: 241 }, 'PUT'), ADMIN))).toHaveProperty('turnaroundMinutes')
  })

  it('adds the hire terms as a new numbered version, the old one kept', async () => {
    const added = await answered(http.handleAddTerms)(sent('/api/admin/hall/terms', { text: 'New terms.' }), ADMIN)
    expect(added.status).toBe(201)
    const { version } = await added.json()
    expect(version).toBeGreaterThan(1)
    const admin: HallAdmin = await (await http.handleHallAdmin()).json()
    expect(admin.terms.map((terms) => terms.version)).toEqual(expect.arrayContaining([version, 1]))
    expect(admin.terms[0]!.version).toBe(version)
  })
})

describe('the hirers’ personal data', () => {
  it('is registered, found by address and erased with the bookings', async () => {
    expect(PERSONAL_DATA_TABLES.map((table) => table.table)).toEqual(expect.arrayContaining(['hall_bookings', 'hall_hirers']))
    await made(booking())
    expect(await hallHirersData.find(sql(), 'ann.hirer@example.com')).toEqual([expect.objectContaining({ name: 'Ann Hirer', phone: '01234 567890' })])
    expect(await hallBookingsData.find(sql(), 'ann.hirer@example.com')).toEqual([expect.objectContaining({ purpose: 'Birthday party' })])
    expect(await hallBookingsData.erase!(sql(), 'ann.hirer@example.com')).toBe(1)
    expect(await hallHirersData.erase!(sql(), 'ann.hirer@example.com')).toBe(1)
    expect(await hallHirersData.find(sql(), 'ann.hirer@example.com')).toEqual([])
  })

  it('is kept six years after the last booking, then deleted', async () => {
    await made(booking({ date: '2027-01-09' }))
    const old = await made(booking({ hirerEmail: 'old@example.com', date: '2019-06-01' }))
    expect(await deleteExpiredBookings()).toBe(1)
    const left = await sql()<{ email: string }[]>`select email from hall_hirers`
    expect(left.map((hirer) => hirer.email)).toEqual(['Ann.Hirer@example.com'])
    expect(await sql()`select 1 from hall_bookings where id = ${old.id}`).toHaveLength(0)
  })
})
