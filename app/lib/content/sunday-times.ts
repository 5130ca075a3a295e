import type { Times } from '~/content/documents/times.ts'
import { clockTime } from './time-format.ts'

/** The Sunday timetable as the pages list it: each slot's time from "Sundays and weekly times". */
export function sundayTimetable({ sunday }: Times) {
  return [
    { time: clockTime(sunday.churchOpens), label: 'Church open', detail: 'Doors open for a warm welcome and a quiet seat.' },
    { time: clockTime(sunday.serviceStarts), label: 'Service', detail: 'Worship, prayer, a Bible talk and Kids’ Church.' },
    { time: clockTime(sunday.refreshments), label: 'Tea, coffee & cake', detail: 'Stay on and chat; everyone is welcome.' },
  ]
}
