import * as v from 'valibot'
import { group, text, time } from '../fields/fields.ts'

/** A regular activity's day and time, read from its series in the calendar (decision 058). */
const dayAndTime = (label: string) =>
  group(label, {
    day: text('Day', { max: 40, fromCalendar: true }),
    time: text('Time', { max: 40, fromCalendar: true }),
  })

export const timesSchema = v.object({
  sunday: group('Sunday service', {
    churchOpens: time('Church opens'),
    serviceStarts: time('Service starts', { fromCalendar: true }),
    serviceEnds: time('Service ends', { fromCalendar: true }),
    refreshments: time('Tea, coffee and cake from'),
    length: text('How long the service lasts', { max: 60, hint: 'As a sentence says it: “about 1 hour 30 minutes”.' }),
    arriveEarly: text('When to arrive', { max: 60, hint: 'As a sentence says it: “10-15 minutes early”.' }),
  }),
  prayerMeeting: group('Prayer meeting', {
    day: text('Day', { max: 40, fromCalendar: true }),
    time: text('Time', { max: 40, fromCalendar: true }),
    where: text('Where', { max: 60, hint: 'As a sentence says it: “on Zoom”.' }),
  }),
  warmSpace: dayAndTime('Warm Space'),
  overSixties: dayAndTime('Come ’n Chat (over-60s)'),
  churchHoliday: group('Church holiday', {
    when: text('When', { max: 60, hint: 'Such as “August 2026”.' }),
    frequency: text('How often', { max: 60, hint: 'Such as “every two years”.' }),
  }),
  devotionLength: text('How long a daily devotion takes', { max: 60 }),
})

export type Times = v.InferOutput<typeof timesSchema>
