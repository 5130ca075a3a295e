import type { Sundays } from '~/content/documents/sundays.ts'
import type { Times } from '~/content/documents/times.ts'
import { clockTime } from '../../content/fields/time-format.ts'

/** The Sunday timetable as the pages list it: each slot's time from "Sundays and weekly times", its label and detail from the Sundays page. */
export function sundayTimetable({ sunday }: Times, { timetable }: Sundays) {
  return [
    { time: clockTime(sunday.churchOpens), ...timetable.churchOpens },
    { time: clockTime(sunday.serviceStarts), ...timetable.service },
    { time: clockTime(sunday.refreshments), ...timetable.refreshments },
  ]
}
