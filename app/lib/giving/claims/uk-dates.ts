/** A calendar date in the UK, as PostgreSQL's date: 'yyyy-mm-dd'. */
export type UkDate = string

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december']

/** The month a name spells, in full or in three letters ("Mar", "March", "Sept"), from 1; 0 for none. */
function monthOfName(name: string): number {
  const lower = name.toLowerCase()
  return MONTHS.findIndex((month) => lower === month || lower === month.slice(0, 3) || (month === 'september' && lower === 'sept')) + 1
}

function validDate(year: number, month: number, day: number): UkDate | null {
  if (year < 1900 || year > 2999 || month < 1 || month > 12 || day < 1) return null
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate()
  if (day > daysInMonth) return null
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`
}

/**
 * A date as UK bank statements and people write it: "12/03/2026", "12/03/26", "12-03-2026",
 * "2026-03-12", "12 Mar 2026" or "12 March 2026". Day before month, never the American order.
 * Null when it is none of these or not a real day.
 */
export function parseUkDate(text: string): UkDate | null {
  const trimmed = text.trim()
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(trimmed)
  if (iso) return validDate(Number(iso[1]), Number(iso[2]), Number(iso[3]))
  const numeric = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2}|\d{4})$/.exec(trimmed)
  if (numeric) {
    const year = numeric[3]!.length === 2 ? 2000 + Number(numeric[3]) : Number(numeric[3])
    return validDate(year, Number(numeric[2]), Number(numeric[1]))
  }
  const named = /^(\d{1,2})[ -]([A-Za-z]{3,9})[ -](\d{4})$/.exec(trimmed)
  if (named) {
    const month = monthOfName(named[2]!)
    return month === 0 ? null : validDate(Number(named[3]), month, Number(named[1]))
  }
  return null
}

/** Today's date in the UK. */
export function ukToday(now = new Date()): UkDate {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now)
}

/** The date as HMRC's schedule asks for it: DD/MM/YY. */
export function asScheduleDate(date: UkDate): string {
  return `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(2, 4)}`
}

/** The date for people: 12/03/2026. */
export function asUkDate(date: UkDate): string {
  return `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`
}
