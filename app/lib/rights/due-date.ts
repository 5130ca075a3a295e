import { addMonths, format } from 'date-fns'
import { parseCalendarDay } from '../site/dates.ts'

/**
 * When the answer to a subject access request received on `receivedOn` is due: one calendar month
 * from the day of receipt, or the last day of the next month when it has no such day (ICO, right
 * of access: time limits; decision 061). Both are calendar days, 'YYYY-MM-DD'.
 */
export function subjectAccessDueOn(receivedOn: string): string {
  return format(addMonths(parseCalendarDay(receivedOn), 1), 'yyyy-MM-dd')
}
