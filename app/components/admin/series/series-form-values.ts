import * as v from 'valibot'
import type { Weekday } from '~/lib/calendar/recurrence'
import { type Activity, type Place, type SeriesInput, seriesSchema } from '~/lib/calendar/series-schema'
import type { StoredSeries } from '~/lib/calendar/stored-series'
import { fieldErrors, type FieldErrors } from '~/lib/forms/validation'

export type Repeat = 'weekly' | 'monthly-weekday' | 'monthly-day'
export type Nth = 1 | 2 | 3 | 4 | -1
export type Ends = 'never' | 'until' | 'count'

/** What the series form holds while it is being filled in: numbers stay text until they are checked. */
export type SeriesFormValues = {
  title: string
  description: string
  place: Place
  placeDetail: string
  activity: Activity | ''
  allDay: boolean
  startTime: string
  endTime: string
  startDate: string
  repeat: Repeat
  interval: 1 | 2
  weekdays: Weekday[]
  nth: Nth
  weekday: Weekday
  monthDay: string
  ends: Ends
  untilDate: string
  count: string
}

/** A new series' form: a weekly evening in the hall from `startDate`, days still to choose. */
export function emptySeriesForm(startDate: string): SeriesFormValues {
  return {
    title: '',
    description: '',
    place: 'hall',
    placeDetail: '',
    activity: '',
    allDay: false,
    startTime: '',
    endTime: '',
    startDate,
    repeat: 'weekly',
    interval: 1,
    weekdays: [],
    nth: 1,
    weekday: 'SU',
    monthDay: '1',
    ends: 'never',
    untilDate: '',
    count: '10',
  }
}

/** A stored series as its edit form starts. */
export function formValuesOf(series: StoredSeries): SeriesFormValues {
  const { pattern, ending, start } = series.recurrence
  const values = emptySeriesForm(start)
  return {
    ...values,
    title: series.title,
    description: series.description,
    place: series.place,
    placeDetail: series.placeDetail,
    activity: series.activity ?? '',
    allDay: series.startTime === null,
    startTime: series.startTime ?? '',
    endTime: series.endTime ?? '',
    repeat: pattern.kind,
    interval: pattern.kind === 'weekly' && pattern.interval === 2 ? 2 : 1,
    weekdays: pattern.kind === 'weekly' ? pattern.weekdays : values.weekdays,
    nth: pattern.kind === 'monthly-weekday' ? pattern.nth : values.nth,
    weekday: pattern.kind === 'monthly-weekday' ? pattern.weekday : values.weekday,
    monthDay: pattern.kind === 'monthly-day' ? String(pattern.day) : values.monthDay,
    ends: ending.kind,
    untilDate: ending.kind === 'until' ? ending.date : '',
    count: ending.kind === 'count' ? String(ending.count) : values.count,
  }
}

/** An empty box is no number at all, so the check says the number is missing rather than reading 0. */
const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text))

/** The body the API takes for these values; the check in the browser and on the server read the same. */
export function seriesBody(values: SeriesFormValues): v.InferInput<typeof seriesSchema> {
  return {
    ...values,
    placeDetail: values.place === 'hall' ? '' : values.placeDetail,
    monthDay: numberOf(values.monthDay),
    count: numberOf(values.count),
  }
}

export type CheckedSeries = { ok: true; series: SeriesInput; body: v.InferInput<typeof seriesSchema> } | { ok: false; errors: FieldErrors }

/** Checks the form with the server's own rules: the series it describes, or the message for each field. */
export function checkSeries(values: SeriesFormValues): CheckedSeries {
  const body = seriesBody(values)
  const result = v.safeParse(seriesSchema, body)
  return result.success ? { ok: true, series: result.output, body } : { ok: false, errors: fieldErrors(result.issues) }
}
