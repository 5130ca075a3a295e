import { sql } from '../../db/client.ts'

const CHANNEL = 'site_version'
const POLL_MS = 1000
const STATE_KEY = Symbol.for('church.pageCache.version')

type VersionState = { local: number; database: bigint | null; day: string }
const holder = globalThis as { [STATE_KEY]?: VersionState }

/** Shared through globalThis: the app bundle and the server entry load this module separately. */
function state(): VersionState {
  holder[STATE_KEY] ??= { local: 0, database: null, day: londonDay() }
  return holder[STATE_KEY]
}

export function londonDay(now = new Date()): string {
  return now.toLocaleDateString('en-GB', { timeZone: 'Europe/London' })
}

/** The number cached pages are stamped with; any change to it makes them stale. */
export function siteVersion(): number {
  return state().local
}

export function invalidateLocally(): void {
  state().local++
}

/**
 * Wraps a change to a public page: once it is committed, this instance's cached pages are stale at
 * once. The other instances hear of it from the database: triggers on the tables public pages read
 * move the version on and notify (migration 00011).
 */
export async function afterSiteChange<T>(change: Promise<T>): Promise<T> {
  const result = await change
  invalidateLocally()
  return result
}

/** For a change no trigger sees: a sermon feed refresh that brings new videos. */
export async function bumpSiteVersion(): Promise<void> {
  await afterSiteChange(
    sql().begin(async (tx) => {
      const [row] = await tx<{ version: string }[]>`update site_version set version = version + 1 returning version::text`
      await tx`select pg_notify(${CHANNEL}, ${row?.version ?? ''})`
    }),
  )
}

function noteDatabaseVersion(version: bigint): void {
  const current = state()
  if (current.database !== null && current.database !== version) invalidateLocally()
  current.database = version
}

async function poll(): Promise<void> {
  const [row] = await sql()`select version from site_version`
  if (row) noteDatabaseVersion(BigInt(row.version))
  const day = londonDay()
  if (day !== state().day) {
    state().day = day
    invalidateLocally()
  }
}

/** Listens for changes made on other instances, and polls too in case a notification is missed. Returns a stop function. */
export function watchSiteVersion(): () => Promise<void> {
  let stopped = false
  let unlisten: (() => Promise<void>) | undefined
  const listen = () =>
    sql()
      .listen(
        CHANNEL,
        (payload) => (/^\d+$/.test(payload) ? noteDatabaseVersion(BigInt(payload)) : invalidateLocally()),
        () => void poll().catch(() => {}),
      )
      .then((meta) => {
        unlisten = meta.unlisten
      })
      .catch(() => setTimeout(() => !stopped && listen(), 2000))
  void listen()
  const timer = setInterval(() => void poll().catch(() => {}), POLL_MS)
  return async () => {
    stopped = true
    clearInterval(timer)
    await unlisten?.().catch(() => {})
  }
}
