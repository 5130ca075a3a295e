import type { Queryable } from '../../db/queryable.ts'
import type { PersonalDataTable } from '../personal-data/personal-data-table.ts'
import { HIRER_KEPT_YEARS } from './retention.ts'

const retention = () => `${HIRER_KEPT_YEARS} years after the last date of the hirer’s last booking, for the church’s accounts; then deleted`

/** A hirer's bookings of the hall, found by the hirer's address. */
export const hallBookingsData: PersonalDataTable = {
  table: 'hall_bookings',
  holds:
    'Bookings of the church hall: the room, what it was booked for, the dates and times, the hire terms accepted, the safeguarding answer, notes, and who made and decided it',
  retention,
  find: (db: Queryable, email: string) => db`
    select r.name as room, b.purpose, b.status, to_char(b.start_time, 'HH24:MI') as start_time, to_char(b.end_time, 'HH24:MI') as end_time,
      b.recurrence, b.skip_dates, b.terms_version, b.with_children, b.safeguarding_confirmed, b.notes, b.created_by, b.created_at, b.decided_at
    from hall_bookings b join hall_hirers h on h.id = b.hirer_id join rooms r on r.id = b.room_id
    where lower(h.email) = ${email} order by b.created_at`,
  erase: async (db: Queryable, email: string) => {
    const erased = await db`delete from hall_bookings b using hall_hirers h where h.id = b.hirer_id and lower(h.email) = ${email}`
    return erased.count
  },
}

/** The hall's hirers: a name, an address and a phone number each. */
export const hallHirersData: PersonalDataTable = {
  table: 'hall_hirers',
  holds: 'People who hire the church hall: their name, e-mail address and phone number, and whether they have a private calendar link',
  retention,
  find: (db: Queryable, email: string) => db`
    select name, email, phone, feed_token_hash is not null as has_calendar_link, created_at from hall_hirers where lower(email) = ${email}`,
  erase: async (db: Queryable, email: string) => {
    const erased = await db`delete from hall_hirers where lower(email) = ${email}`
    return erased.count
  },
}
