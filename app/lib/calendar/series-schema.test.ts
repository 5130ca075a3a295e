import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { fieldErrors } from '../forms/validation.ts'
import { seriesSchema } from './series-schema.ts'

const warmSpace = {
  title: 'Warm Space',
  description: 'A warm room, a hot drink and company.',
  place: 'hall',
  startTime: '17:00',
  endTime: '20:00',
  startDate: '2026-12-01',
  repeat: 'weekly',
  weekdays: ['TU'],
  ends: 'never',
}

const errorsOf = (input: unknown) => {
  const result = v.safeParse(seriesSchema, input)
  return result.success ? {} : fieldErrors(result.issues)
}

describe('seriesSchema', () => {
  it('takes a weekly series as a recurrence with its times', () => {
    expect(v.parse(seriesSchema, warmSpace)).toEqual({
      title: 'Warm Space',
      description: 'A warm room, a hot drink and company.',
      place: 'hall',
      placeDetail: '',
      activity: null,
      startTime: '17:00',
      endTime: '20:00',
      recurrence: { start: '2026-12-01', pattern: { kind: 'weekly', interval: 1, weekdays: ['TU'] }, ending: { kind: 'never' } },
    })
  })

  it('names the field of each refusal', () => {
    expect(errorsOf({ ...warmSpace, endTime: '16:00' })).toEqual({ endTime: 'End time must be after the start time' })
    expect(errorsOf({ ...warmSpace, weekdays: [] })).toEqual({ weekdays: 'Days: choose at least one day of the week' })
    expect(errorsOf({ ...warmSpace, ends: 'count', count: 0 })).toEqual({ count: 'Times must be at least 1' })
    expect(errorsOf({ ...warmSpace, ends: 'until', untilDate: '2026-11-01' })).toEqual({ untilDate: 'Last date must be on or after the first date' })
    expect(errorsOf({ ...warmSpace, startTime: '25:00' })).toEqual({ startTime: 'Start time must be a time such as 17:00' })
    expect(errorsOf({ ...warmSpace, place: 'elsewhere' })).toEqual({ placeDetail: 'Where is required for a place elsewhere' })
  })

  it('refuses a time the clocks skip or pass twice on a date of the series, naming the date', () => {
    const sundays = { ...warmSpace, repeat: 'monthly-weekday', nth: -1, weekday: 'SU', startTime: '01:30', endTime: '03:00' }
    expect(errorsOf(sundays)).toEqual({
      startTime: 'Start time: 01:30 does not exist on Sunday 28 March 2027, when the clocks go forward an hour; choose another time',
    })
    expect(errorsOf({ ...sundays, startDate: '2027-04-01' })).toEqual({
      startTime: 'Start time: 01:30 happens twice on Sunday 31 October 2027, when the clocks go back an hour; choose another time',
    })
    expect(errorsOf({ ...sundays, startTime: '10:30', endTime: '12:00' })).toEqual({})
  })

  it('takes an all-day series without times', () => {
    expect(v.parse(seriesSchema, { ...warmSpace, allDay: true, startTime: '', endTime: '' })).toMatchObject({ startTime: null, endTime: null })
  })
})
