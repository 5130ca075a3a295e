import { TZDate } from '@date-fns/tz'
import { format } from 'date-fns'
import { CHURCH_TIME_ZONE } from '../../app/content/time-zone.ts'

/** When a change was made, in UK time: "at 14:02" today, "on 3 March at 14:02" another day. */
export function whenSaid(instant: Date, now: Date = new Date()): string {
  const then = new TZDate(instant, CHURCH_TIME_ZONE)
  const today = format(new TZDate(now, CHURCH_TIME_ZONE), 'yyyy-MM-dd') === format(then, 'yyyy-MM-dd')
  return today ? `at ${format(then, 'HH:mm')}` : `on ${format(then, 'd MMMM yyyy')} at ${format(then, 'HH:mm')}`
}
