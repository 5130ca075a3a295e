import { describe, expect, it } from 'vitest'
import type { StoredSeries } from '~/lib/calendar/stored-series'
import { checkSeries, emptySeriesForm, formValuesOf, seriesBody, type SeriesFormValues } from './series-form-values'

const warmSpace: SeriesFormValues = {
  ...emptySeriesForm('2026-12-01'),
  title: 'Warm Space',
  startTime: '17:00',
  endTime: '20:00',
  weekdays: ['TU'],
}

function stored(values: SeriesFormValues): StoredSeries {
  const checked = checkSeries(values)
  if (!checked.ok) throw new Error(JSON.stringify(checked.errors))
  return { ...checked.series, id: 'a', sequence: 1, updatedAt: '2026-11-01T00:00:00Z', exceptions: [], breaks: [] }
}

describe('the series form', () => {
  it('makes the series the API takes from a filled-in form', () => {
    const checked = checkSeries(warmSpace)
    expect(checked).toMatchObject({
      ok: true,
      series: {
        title: 'Warm Space',
        activity: null,
        startTime: '17:00',
        endTime: '20:00',
        recurrence: { start: '2026-12-01', pattern: { kind: 'weekly', interval: 1, weekdays: ['TU'] }, ending: { kind: 'never' } },
      },
    })
  })

  it('names each field that is wrong, as the server does', () => {
    const checked = checkSeries({ ...warmSpace, weekdays: [], endTime: '16:00' })
    expect(checked).toEqual({
      ok: false,
      errors: { weekdays: 'Days: choose at least one day of the week', endTime: 'End time must be after the start time' },
    })
  })

  it('reads an empty number box as missing, not as nought', () => {
    expect(seriesBody({ ...warmSpace, count: '' }).count).toBeNaN()
    expect(checkSeries({ ...warmSpace, ends: 'count', count: '' })).toEqual({ ok: false, errors: { count: 'Times must be a number' } })
    expect(checkSeries({ ...warmSpace, repeat: 'monthly-day', monthDay: '32' })).toEqual({
      ok: false,
      errors: { monthDay: 'Day of the month must be 1 to 31' },
    })
  })

  it('forgets where a place is once the church hall is chosen', () => {
    expect(seriesBody({ ...warmSpace, place: 'hall', placeDetail: 'St Mary’s' }).placeDetail).toBe('')
    expect(seriesBody({ ...warmSpace, place: 'online', placeDetail: 'On Zoom' }).placeDetail).toBe('On Zoom')
  })

  it.each<[string, Partial<SeriesFormValues>]>([
    ['weekly, every other week, on two days, until a date', { interval: 2, weekdays: ['MO', 'TH'], ends: 'until', untilDate: '2027-07-31' }],
    ['on the last Friday of the month, ten times', { repeat: 'monthly-weekday', nth: -1, weekday: 'FR', ends: 'count', count: '10' }],
    ['on the 15th of the month, all day, online', { repeat: 'monthly-day', monthDay: '15', allDay: true, place: 'online', placeDetail: 'On Zoom' }],
    ['as the Sunday service, elsewhere', { activity: 'sunday-service', place: 'elsewhere', placeDetail: 'St Paulinus', weekdays: ['SU'] }],
  ])('opens a stored series %s as the form that saves it again unchanged', (_, change) => {
    const series = stored({ ...warmSpace, ...change })
    const { id, sequence, updatedAt, exceptions, breaks, ...input } = series
    expect(checkSeries(formValuesOf(series))).toEqual({ ok: true, series: input, body: expect.anything() })
  })

  it('keeps the defaults of the patterns a stored series does not use', () => {
    const values = formValuesOf(stored(warmSpace))
    expect(values).toMatchObject({ repeat: 'weekly', nth: 1, weekday: 'SU', monthDay: '1', ends: 'never', untilDate: '', count: '10', allDay: false })
  })
})
