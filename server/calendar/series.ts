import { BREAKS_PER_SERIES, type BreakInput } from '../../app/lib/calendar/break-schema.ts'
import { EXCEPTIONS_PER_SERIES, type ExceptionInput } from '../../app/lib/calendar/exception-schema.ts'
import { addDays } from '../../app/lib/calendar/london-time.ts'
import { datesBetween, type Recurrence } from '../../app/lib/calendar/recurrence.ts'
import type { SeriesInput } from '../../app/lib/calendar/series-schema.ts'
import type { StoredSeries } from '../../app/lib/calendar/stored-series.ts'
import { isUuid } from '../../app/lib/site/uuid.ts'
import { sql } from '../../db/client.ts'
import type { Queryable } from '../../db/queryable.ts'
import { recordAudit } from '../audit/audit-log.ts'
import { BadRequest, Conflict } from '../errors.ts'

/** The largest body a series or one of its dates is sent in. */
export const SERIES_BODY_LIMIT = 32 * 1024
export const SERIES_NOT_FOUND = 'Series not found'

/** The most series the church keeps: far more than its week holds. */
export const SERIES_MAX = 200

const HH_MM = (column: string) => `to_char(${column}, 'HH24:MI')`

type SeriesRow = Omit<StoredSeries<Date>, 'exceptions' | 'breaks'>

async function seriesRows(db: Queryable, id?: string): Promise<SeriesRow[]> {
  const only = id ? db`where id = ${id}` : db``
  return db<SeriesRow[]>`
    select id, title, description, place, place_detail as "placeDetail", activity,
      ${db.unsafe(HH_MM('start_time'))} as "startTime", ${db.unsafe(HH_MM('end_time'))} as "endTime",
      recurrence, sequence, updated_at as "updatedAt"
    from event_series ${only} order by title, id`
}

async function exceptionsOf(db: Queryable, ids: string[]): Promise<Map<string, ExceptionInput[]>> {
  const rows = await db<(ExceptionInput & { seriesId: string })[]>`
    select series_id as "seriesId", to_char(date, 'YYYY-MM-DD') as date, kind, reason,
      to_char(new_date, 'YYYY-MM-DD') as "newDate", ${db.unsafe(HH_MM('new_start_time'))} as "newStartTime",
      ${db.unsafe(HH_MM('new_end_time'))} as "newEndTime", new_title as "newTitle"
    from event_series_exceptions where series_id = any(${ids}::uuid[]) order by date`
  const byId = new Map<string, ExceptionInput[]>()
  for (const { seriesId, ...row } of rows) {
    const exception: ExceptionInput = row.kind === 'cancelled' ? { date: row.date, kind: 'cancelled', reason: row.reason } : row
    byId.set(seriesId, [...(byId.get(seriesId) ?? []), exception])
  }
  return byId
}

async function breaksOf(db: Queryable, ids: string[]): Promise<Map<string, BreakInput[]>> {
  const rows = await db<(BreakInput & { seriesId: string })[]>`
    select series_id as "seriesId", to_char(from_date, 'YYYY-MM-DD') as "from", to_char(to_date, 'YYYY-MM-DD') as "to", reason
    from event_series_breaks where series_id = any(${ids}::uuid[]) order by from_date`
  const byId = new Map<string, BreakInput[]>()
  for (const { seriesId, ...pause } of rows) byId.set(seriesId, [...(byId.get(seriesId) ?? []), pause])
  return byId
}

async function withExceptions(db: Queryable, rows: SeriesRow[]): Promise<StoredSeries<Date>[]> {
  const ids = rows.map((row) => row.id)
  const [exceptions, breaks] = await Promise.all([exceptionsOf(db, ids), breaksOf(db, ids)])
  return rows.map((row) => ({ ...row, exceptions: exceptions.get(row.id) ?? [], breaks: breaks.get(row.id) ?? [] }))
}

/** Every series, by title, with its exceptions. */
export async function listSeries(db: Queryable = sql()): Promise<StoredSeries<Date>[]> {
  return withExceptions(db, await seriesRows(db))
}

async function oneSeries(db: Queryable, id: string): Promise<StoredSeries<Date> | null> {
  const [series] = await withExceptions(db, await seriesRows(db, id))
  return series ?? null
}

const named = (series: SeriesInput) => `"${series.title}"`

export async function createSeries(input: SeriesInput, actorEmail: string): Promise<StoredSeries<Date>> {
  return sql().begin(async (tx) => {
    await tx`lock table event_series in share row exclusive mode`
    const [held] = await tx<{ count: number }[]>`select count(*)::int as count from event_series`
    if (held!.count >= SERIES_MAX) throw new Conflict(`The calendar holds at most ${SERIES_MAX} series: delete one that has ended first.`)
    const id = await insertSeries(tx, input, input.recurrence)
    await recordAudit({ actorEmail, action: 'series.create', detail: `Created the series ${named(input)}` }, tx)
    return (await oneSeries(tx, id))!
  })
}

/** The pages read an activity's time from one series: marking another takes the mark from the one that had it. */
async function takeActivity(tx: Queryable, input: SeriesInput, exceptId: string | null) {
  if (!input.activity) return
  await tx`update event_series set activity = null, sequence = sequence + 1, updated_at = now()
    where activity = ${input.activity} and id is distinct from ${exceptId}::uuid`
}

async function insertSeries(tx: Queryable, input: SeriesInput, recurrence: Recurrence): Promise<string> {
  await takeActivity(tx, input, null)
  const [created] = await tx<{ id: string }[]>`
    insert into event_series (title, description, place, place_detail, activity, start_time, end_time, recurrence)
    values (${input.title}, ${input.description}, ${input.place}, ${input.placeDetail}, ${input.activity}, ${input.startTime}, ${input.endTime},
      ${tx.json(recurrence)})
    returning id`
  return created!.id
}

/** The series changed, its sequence moved on; null when there is none with that id. */
export async function updateSeries(id: string, input: SeriesInput, actorEmail: string): Promise<StoredSeries<Date> | null> {
  if (!isUuid(id)) return null
  return sql().begin(async (tx) => {
    const [found] = await tx`select id from event_series where id = ${id} for update`
    if (!found) return null
    await takeActivity(tx, input, id)
    const updated = await tx`
      update event_series set title = ${input.title}, description = ${input.description}, place = ${input.place},
        place_detail = ${input.placeDetail}, activity = ${input.activity}, start_time = ${input.startTime}, end_time = ${input.endTime},
        recurrence = ${tx.json(input.recurrence)}, sequence = sequence + 1, updated_at = now()
      where id = ${id}`
    if (updated.count === 0) return null
    await recordAudit({ actorEmail, action: 'series.update', detail: `Changed the series ${named(input)}` }, tx)
    return oneSeries(tx, id)
  })
}

/** True when the series and its exceptions were deleted, false when there was none with that id. */
export async function deleteSeries(id: string, actorEmail: string): Promise<boolean> {
  if (!isUuid(id)) return false
  return sql().begin(async (tx) => {
    const [deleted] = await tx<{ title: string }[]>`delete from event_series where id = ${id} returning title`
    if (!deleted) return false
    await recordAudit({ actorEmail, action: 'series.delete', detail: `Deleted the series "${deleted.title}"` }, tx)
    return true
  })
}

/**
 * Cancels or changes one date of a series (replacing what was said of that date before), and moves
 * the series' sequence on. The date must be one the series meets on. Null when there is no series.
 */
export async function setSeriesException(id: string, exception: ExceptionInput, actorEmail: string): Promise<StoredSeries<Date> | null> {
  if (!isUuid(id)) return null
  return sql().begin(async (tx) => {
    const [series] = await tx<SeriesRow[]>`select id, title, recurrence from event_series where id = ${id} for update`
    if (!series) return null
    if (datesBetween(series.recurrence, exception.date, exception.date).length === 0) {
      throw new BadRequest('Invalid request', 400, { date: `Date: "${series.title}" does not meet on ${exception.date}` })
    }
    const [others] = await tx<{ count: number }[]>`
      select count(*)::int as count from event_series_exceptions where series_id = ${id} and date <> ${exception.date}`
    if (others!.count >= EXCEPTIONS_PER_SERIES)
      throw new BadRequest('Invalid request', 400, { date: `Date: a series keeps at most ${EXCEPTIONS_PER_SERIES} changed or cancelled dates` })
    const changed = exception.kind === 'changed' ? exception : null
    await tx`
      insert into event_series_exceptions (series_id, date, kind, reason, new_date, new_start_time, new_end_time, new_title)
      values (${id}, ${exception.date}, ${exception.kind}, ${exception.reason}, ${changed?.newDate ?? null}, ${changed?.newStartTime ?? null},
        ${changed?.newEndTime ?? null}, ${changed?.newTitle ?? null})
      on conflict (series_id, date) do update set kind = excluded.kind, reason = excluded.reason, new_date = excluded.new_date,
        new_start_time = excluded.new_start_time, new_end_time = excluded.new_end_time, new_title = excluded.new_title`
    const what = exception.kind === 'cancelled' ? 'Cancelled' : 'Changed'
    await seriesChanged(tx, id, 'series.exception', `${what} "${series.title}" on ${exception.date}`, actorEmail)
    return oneSeries(tx, id)
  })
}

/** Puts one date of a series back as the pattern has it; false when nothing was said of that date. */
export async function removeSeriesException(id: string, date: string, actorEmail: string): Promise<boolean> {
  if (!isUuid(id) || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return false
  return sql().begin(async (tx) => {
    const [removed] = await tx<{ title: string }[]>`
      delete from event_series_exceptions using event_series
      where series_id = ${id} and date = ${date}::date and event_series.id = series_id returning event_series.title`
    if (!removed) return false
    await seriesChanged(tx, id, 'series.exception_removed', `"${removed.title}" meets again on ${date}`, actorEmail)
    return true
  })
}

/** Moves a series' sequence on after one of its dates or breaks changed, and records what changed. */
async function seriesChanged(tx: Queryable, id: string, action: string, detail: string, actorEmail: string) {
  await tx`update event_series set sequence = sequence + 1, updated_at = now() where id = ${id}`
  await recordAudit({ actorEmail, action, detail }, tx)
}

/** Puts a series on a break for a range of dates (replacing a break from the same date); null when there is no series. */
export async function setSeriesBreak(id: string, pause: BreakInput, actorEmail: string): Promise<StoredSeries<Date> | null> {
  if (!isUuid(id)) return null
  return sql().begin(async (tx) => {
    const [series] = await tx<{ title: string }[]>`select title from event_series where id = ${id} for update`
    if (!series) return null
    const [overlap] = await tx<{ from: string; to: string }[]>`
      select to_char(from_date, 'YYYY-MM-DD') as "from", to_char(to_date, 'YYYY-MM-DD') as "to" from event_series_breaks
      where series_id = ${id} and from_date <> ${pause.from}::date and from_date <= ${pause.to}::date and to_date >= ${pause.from}::date`
    if (overlap) throw new BadRequest('Invalid request', 400, { from: `From: this break overlaps the one from ${overlap.from} to ${overlap.to}` })
    const [others] = await tx<{ count: number }[]>`
      select count(*)::int as count from event_series_breaks where series_id = ${id} and from_date <> ${pause.from}::date`
    if (others!.count >= BREAKS_PER_SERIES) throw new BadRequest('Invalid request', 400, { from: `From: a series keeps at most ${BREAKS_PER_SERIES} breaks` })
    await tx`
      insert into event_series_breaks (series_id, from_date, to_date, reason) values (${id}, ${pause.from}, ${pause.to}, ${pause.reason})
      on conflict (series_id, from_date) do update set to_date = excluded.to_date, reason = excluded.reason`
    await seriesChanged(tx, id, 'series.break', `"${series.title}" is on a break from ${pause.from} to ${pause.to}`, actorEmail)
    return oneSeries(tx, id)
  })
}

/** Ends a break early (removes it); false when the series has no break from that date. */
export async function removeSeriesBreak(id: string, from: string, actorEmail: string): Promise<boolean> {
  if (!isUuid(id) || !/^\d{4}-\d{2}-\d{2}$/.test(from)) return false
  return sql().begin(async (tx) => {
    const [removed] = await tx<{ title: string }[]>`
      delete from event_series_breaks using event_series
      where series_id = ${id} and from_date = ${from}::date and event_series.id = series_id returning event_series.title`
    if (!removed) return false
    await seriesChanged(tx, id, 'series.break_removed', `"${removed.title}" is no longer on a break from ${from}`, actorEmail)
    return true
  })
}

/** The old pattern, ending the day before `from`: by date, whatever its ending was, unless it had ended sooner. */
function endedBefore(recurrence: Recurrence, from: string): Recurrence {
  const lastDay = addDays(from, -1)
  // Its last date, where it is near enough to find cheaply; any day up to `from` says the same.
  const lastMet = datesBetween(recurrence, addDays(from, -62), lastDay).at(-1)
  const ending = recurrence.ending
  if (ending.kind === 'until' && ending.date <= lastDay) return recurrence
  if (ending.kind === 'count' && datesBetween(recurrence, recurrence.start, lastDay, ending.count + 1).length >= ending.count) return recurrence
  return { ...recurrence, ending: { kind: 'until', date: lastMet ?? lastDay } }
}

/**
 * Changes a series from a date on (the new input's first date): the old series ends the day before
 * and keeps its past as it was; a new series starts with the new pattern, taking the old one's
 * breaks and the changed or cancelled dates it still meets on. From the old series' first date or
 * before, the series is simply changed. Null when there is no series.
 */
export async function changeSeriesFrom(
  id: string,
  input: SeriesInput,
  actorEmail: string,
): Promise<{ ended: StoredSeries<Date>; started: StoredSeries<Date> } | null> {
  if (!isUuid(id)) return null
  const from = input.recurrence.start
  return sql().begin(async (tx) => {
    const [old] = await tx<SeriesRow[]>`select id, title, recurrence from event_series where id = ${id} for update`
    if (!old) return null
    if (from <= old.recurrence.start)
      throw new BadRequest('Invalid request', 400, { startDate: `First date: to change the series from ${from}, change the series itself` })
    await tx`update event_series set recurrence = ${tx.json(endedBefore(old.recurrence, from))}, activity = null,
      sequence = sequence + 1, updated_at = now() where id = ${id}`
    const newId = await insertSeries(tx, input, input.recurrence)
    await tx`update event_series_breaks set series_id = ${newId} where series_id = ${id} and from_date >= ${from}::date`
    await tx`insert into event_series_breaks (series_id, from_date, to_date, reason)
      select ${newId}, ${from}::date, to_date, reason from event_series_breaks where series_id = ${id} and from_date < ${from}::date and to_date >= ${from}::date`
    await tx`update event_series_breaks set to_date = ${addDays(from, -1)}::date where series_id = ${id} and to_date >= ${from}::date`
    const later = await tx<{ date: string }[]>`
      select to_char(date, 'YYYY-MM-DD') as date from event_series_exceptions where series_id = ${id} and date >= ${from}::date`
    const kept = later.map((row) => row.date).filter((date) => datesBetween(input.recurrence, date, date).length > 0)
    await tx`update event_series_exceptions set series_id = ${newId} where series_id = ${id} and date = any(${kept}::date[])`
    await tx`delete from event_series_exceptions where series_id = ${id} and date >= ${from}::date`
    await recordAudit({ actorEmail, action: 'series.change_from', detail: `Changed "${old.title}" from ${from} on` }, tx)
    return { ended: (await oneSeries(tx, id))!, started: (await oneSeries(tx, newId))! }
  })
}
