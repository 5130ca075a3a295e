import { dateWords } from '~/lib/calendar/series-words'
import { weekdayOf } from '~/lib/calendar/recurrence'
import type { PublicRoom } from '~/lib/hall/slot'

export type PublicDay = PublicRoom['days'][number]
export type AvailabilityWeek = { caption: string; days: PublicDay[] }

/** The days in weeks that begin on Mondays: the first from the first day given, the last to the last day, so every day given is shown. */
export function availabilityWeeks(days: readonly PublicDay[]): AvailabilityWeek[] {
  const weeks: PublicDay[][] = []
  for (const day of days) {
    if (weeks.length === 0 || weekdayOf(day.date) === 'MO') weeks.push([])
    weeks[weeks.length - 1]!.push(day)
  }
  return weeks.map((week) => {
    const first = week[0]!.date
    const words = dateWords(first, 'weekdayDayMonth')
    return { caption: weekdayOf(first) === 'MO' ? `Week beginning ${words}` : `From ${words}`, days: week }
  })
}
