import { describe, expect, it } from 'vitest'
import { firstContent } from '../../../tests/helpers/first-content.ts'
import { type ActivityTimes, withActivityTimes } from './activity-times.ts'

const FIRST_TIMES = firstContent().times

const weekly = (day: 'SU' | 'TU' | 'WE' | 'TH') => ({ kind: 'weekly' as const, interval: 1 as const, weekdays: [day] })

const SPEC_ACTIVITIES: ActivityTimes[] = [
  { activity: 'sunday-service', pattern: weekly('SU'), startTime: '10:30', endTime: '12:00' },
  { activity: 'prayer-meeting', pattern: weekly('WE'), startTime: '20:00', endTime: '21:00' },
  { activity: 'warm-space', pattern: weekly('TU'), startTime: '17:00', endTime: '20:00' },
  { activity: 'over-sixties', pattern: weekly('TH'), startTime: '10:00', endTime: '12:30' },
]

describe('withActivityTimes', () => {
  it('reads the spec’s words from the spec’s series, word for word', () => {
    expect(withActivityTimes(FIRST_TIMES, SPEC_ACTIVITIES)).toEqual(FIRST_TIMES)
  })

  it('follows a changed series on every field the pages read', () => {
    const moved: ActivityTimes[] = [
      { activity: 'sunday-service', pattern: weekly('SU'), startTime: '11:00', endTime: '12:15' },
      { activity: 'prayer-meeting', pattern: weekly('TH'), startTime: '19:30', endTime: '20:30' },
      { activity: 'warm-space', pattern: { kind: 'weekly', interval: 1, weekdays: ['TU', 'FR'] }, startTime: '16:00', endTime: '19:00' },
      { activity: 'over-sixties', pattern: { kind: 'monthly-weekday', nth: 1, weekday: 'TH' }, startTime: '10:00', endTime: '12:00' },
    ]
    const times = withActivityTimes(FIRST_TIMES, moved)
    expect(times.sunday).toMatchObject({ serviceStarts: '11:00', serviceEnds: '12:15', churchOpens: '09:30' })
    expect(times.prayerMeeting).toEqual({ day: 'Thursday', time: '7:30pm', where: 'on Zoom' })
    expect(times.warmSpace).toEqual({ day: 'Tuesdays and Fridays', time: '4-7pm' })
    expect(times.overSixties).toEqual({ day: 'The first Thursday of the month', time: '10am-12pm' })
  })

  it('leaves what no series is marked as as the document has it', () => {
    expect(withActivityTimes(FIRST_TIMES, [])).toEqual(FIRST_TIMES)
  })
})
