import * as v from 'valibot'
import { beforeEach, describe, expect, it } from 'vitest'
import { seriesSchema } from '../../app/lib/calendar/series-schema.ts'
import { sql } from '../../db/client.ts'
import { BadRequest } from '../errors.ts'
import {
  changeSeriesFrom,
  createSeries,
  deleteSeries,
  listSeries,
  removeSeriesBreak,
  removeSeriesException,
  setSeriesBreak,
  setSeriesException,
  updateSeries,
} from './series.ts'

const ADMIN = 'calendar@example.org'

const warmSpace = v.parse(seriesSchema, {
  title: 'Warm Space',
  description: 'A warm room, a hot drink and company.',
  place: 'hall',
  startTime: '17:00',
  endTime: '20:00',
  startDate: '2026-12-01',
  repeat: 'weekly',
  weekdays: ['TU'],
  ends: 'never',
})

beforeEach(async () => {
  await sql()`delete from event_series`
})

describe('series in the calendar', () => {
  it('are stored as entered, with the wall-clock times, and read back', async () => {
    const created = await createSeries(warmSpace, ADMIN)
    expect(created).toMatchObject({ ...warmSpace, sequence: 0, exceptions: [] })
    expect(await listSeries()).toEqual([created])
    const [audit] = await sql()<{ detail: string }[]>`select detail from audit_log where action = 'series.create' order by id desc limit 1`
    expect(audit!.detail).toBe('Created the series "Warm Space"')
  })

  it('move their sequence on at every change, of the series or of one date', async () => {
    const { id } = await createSeries(warmSpace, ADMIN)
    const retimed = await updateSeries(id, { ...warmSpace, startTime: '16:30' }, ADMIN)
    expect(retimed).toMatchObject({ startTime: '16:30', sequence: 1 })
    const cancelled = await setSeriesException(id, { date: '2026-12-22', kind: 'cancelled', reason: 'Christmas' }, ADMIN)
    expect(cancelled).toMatchObject({ sequence: 2, exceptions: [{ date: '2026-12-22', kind: 'cancelled', reason: 'Christmas' }] })
    const moved = await setSeriesException(
      id,
      { date: '2026-12-29', kind: 'changed', reason: '', newDate: '2026-12-30', newStartTime: '18:00', newEndTime: '21:00', newTitle: null },
      ADMIN,
    )
    expect(moved!.exceptions).toEqual([
      { date: '2026-12-22', kind: 'cancelled', reason: 'Christmas' },
      { date: '2026-12-29', kind: 'changed', reason: '', newDate: '2026-12-30', newStartTime: '18:00', newEndTime: '21:00', newTitle: null },
    ])
    expect(await removeSeriesException(id, '2026-12-22', ADMIN)).toBe(true)
    expect(await removeSeriesException(id, '2026-12-22', ADMIN)).toBe(false)
    expect((await listSeries())[0]).toMatchObject({ sequence: 4, exceptions: [{ date: '2026-12-29' }] })
  })

  it('refuse an exception on a date the series does not meet, naming the date', async () => {
    const { id } = await createSeries(warmSpace, ADMIN)
    const refused = await setSeriesException(id, { date: '2026-12-23', kind: 'cancelled', reason: '' }, ADMIN).catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(BadRequest)
    expect((refused as BadRequest).details).toEqual({ date: 'Date: "Warm Space" does not meet on 2026-12-23' })
  })

  it('keep at most 200 changed or cancelled dates a series', async () => {
    const { id } = await createSeries(warmSpace, ADMIN)
    await sql()`
      insert into event_series_exceptions (series_id, date, kind)
      select ${id}, date '2026-12-01' + 7 * n, 'cancelled' from generate_series(0, 199) as n`
    const refused = await setSeriesException(id, { date: '2030-11-05', kind: 'cancelled', reason: '' }, ADMIN).catch((error: unknown) => error)
    expect((refused as BadRequest).details).toEqual({ date: 'Date: a series keeps at most 200 changed or cancelled dates' })
    // A date already changed can still be changed again.
    expect(await setSeriesException(id, { date: '2026-12-01', kind: 'cancelled', reason: 'Boiler repairs' }, ADMIN)).not.toBeNull()
  })

  it('answer null or false for a series that is not there, and delete one with its dates', async () => {
    expect(await updateSeries('00000000-0000-4000-8000-000000000000', warmSpace, ADMIN)).toBeNull()
    expect(await updateSeries('not-an-id', warmSpace, ADMIN)).toBeNull()
    const { id } = await createSeries(warmSpace, ADMIN)
    await setSeriesException(id, { date: '2026-12-22', kind: 'cancelled', reason: 'Christmas' }, ADMIN)
    expect(await deleteSeries(id, ADMIN)).toBe(true)
    expect(await deleteSeries(id, ADMIN)).toBe(false)
    expect(await sql()`select 1 from event_series_exceptions`).toHaveLength(0)
  })
})

describe('the regular activities the pages read', () => {
  it('are each marked on one series: marking another takes the mark', async () => {
    const first = await createSeries({ ...warmSpace, activity: 'warm-space' }, ADMIN)
    const second = await createSeries({ ...warmSpace, title: 'Warm Space (winter)', activity: 'warm-space' }, ADMIN)
    const [byTitle1, byTitle2] = await listSeries()
    expect([byTitle1!.id, byTitle1!.activity, byTitle1!.sequence]).toEqual([first.id, null, 1])
    expect([byTitle2!.id, byTitle2!.activity]).toEqual([second.id, 'warm-space'])
    await updateSeries(first.id, { ...warmSpace, activity: 'warm-space' }, ADMIN)
    expect((await listSeries()).map((series) => series.activity)).toEqual(['warm-space', null])
  })

  it('leave the mark where it was when the series to take it is not there', async () => {
    const { id } = await createSeries({ ...warmSpace, activity: 'warm-space' }, ADMIN)
    expect(await updateSeries('00000000-0000-4000-8000-000000000000', { ...warmSpace, activity: 'warm-space' }, ADMIN)).toBeNull()
    expect((await listSeries()).map((series) => [series.id, series.activity])).toEqual([[id, 'warm-space']])
  })
})

describe('breaks', () => {
  it('are kept by their first date, replaced from the same date, refused where they overlap, and removed', async () => {
    const { id } = await createSeries(warmSpace, ADMIN)
    const paused = await setSeriesBreak(id, { from: '2027-08-01', to: '2027-08-31', reason: 'August break' }, ADMIN)
    expect(paused).toMatchObject({ sequence: 1, breaks: [{ from: '2027-08-01', to: '2027-08-31', reason: 'August break' }] })
    const longer = await setSeriesBreak(id, { from: '2027-08-01', to: '2027-09-07', reason: 'Summer break' }, ADMIN)
    expect(longer!.breaks).toEqual([{ from: '2027-08-01', to: '2027-09-07', reason: 'Summer break' }])
    const refused = await setSeriesBreak(id, { from: '2027-09-01', to: '2027-09-30', reason: '' }, ADMIN).catch((error: unknown) => error)
    expect((refused as BadRequest).details).toEqual({ from: 'From: this break overlaps the one from 2027-08-01 to 2027-09-07' })
    expect(await removeSeriesBreak(id, '2027-08-01', ADMIN)).toBe(true)
    expect(await removeSeriesBreak(id, '2027-08-01', ADMIN)).toBe(false)
    expect((await listSeries())[0]).toMatchObject({ sequence: 3, breaks: [] })
    expect(await setSeriesBreak('00000000-0000-4000-8000-000000000000', { from: '2027-08-01', to: '2027-08-31', reason: '' }, ADMIN)).toBeNull()
  })
})

describe('changing a series from a date on', () => {
  it('ends the old series the day before, keeping its past, and starts a new one with what still fits', async () => {
    const { id } = await createSeries({ ...warmSpace, activity: 'warm-space' }, ADMIN)
    await setSeriesException(id, { date: '2026-12-22', kind: 'cancelled', reason: 'Christmas' }, ADMIN)
    await setSeriesException(id, { date: '2027-01-12', kind: 'cancelled', reason: 'Boiler repairs' }, ADMIN)
    await setSeriesBreak(id, { from: '2026-12-28', to: '2027-01-10', reason: 'New Year' }, ADMIN)
    const fromJanuary = { ...warmSpace, activity: 'warm-space' as const, startTime: '16:00', recurrence: { ...warmSpace.recurrence, start: '2027-01-05' } }
    const changed = await changeSeriesFrom(id, fromJanuary, ADMIN)
    expect(changed!.ended).toMatchObject({
      activity: null,
      startTime: '17:00',
      recurrence: { start: '2026-12-01', ending: { kind: 'until', date: '2026-12-29' } },
      exceptions: [{ date: '2026-12-22', reason: 'Christmas' }],
      breaks: [{ from: '2026-12-28', to: '2027-01-04' }],
    })
    expect(changed!.started).toMatchObject({
      activity: 'warm-space',
      startTime: '16:00',
      recurrence: { start: '2027-01-05', ending: { kind: 'never' } },
      exceptions: [{ date: '2027-01-12', reason: 'Boiler repairs' }],
      breaks: [{ from: '2027-01-05', to: '2027-01-10', reason: 'New Year' }],
    })
  })

  it('drops the later changed dates the new pattern does not meet, and refuses a date at or before the first', async () => {
    const { id } = await createSeries(warmSpace, ADMIN)
    await setSeriesException(id, { date: '2027-01-12', kind: 'cancelled', reason: '' }, ADMIN)
    const thursdays = {
      ...warmSpace,
      recurrence: { ...warmSpace.recurrence, start: '2027-01-07', pattern: { kind: 'weekly' as const, interval: 1 as const, weekdays: ['TH' as const] } },
    }
    const changed = await changeSeriesFrom(id, thursdays, ADMIN)
    expect([changed!.ended.exceptions, changed!.started.exceptions]).toEqual([[], []])
    const refused = await changeSeriesFrom(changed!.started.id, thursdays, ADMIN).catch((error: unknown) => error)
    expect((refused as BadRequest).details).toEqual({ startDate: 'First date: to change the series from 2027-01-07, change the series itself' })
  })
})
