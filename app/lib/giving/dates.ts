import type { LocalDate } from '../calendar/london-time.ts'

const longDay = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', day: 'numeric', month: 'long', year: 'numeric' })

/** A calendar day written out: '2026-04-06' → '6 April 2026'. */
export const writtenDay = (day: LocalDate) => longDay.format(new Date(`${day}T00:00:00Z`))
