import { sql } from '../../db/client.ts'

const CHANNEL = 'site_version'
const POLL_MS = 1000

/**
 * What cached pages are stamped with. Triggers on every table a public page reads move the
 * database's version on and notify (migrations 00011 and 00012); this instance hears of it through
 * LISTEN, or the poll should a notification be missed, and at the turn of the day in London.
 */
const version = { local: 0, database: null as bigint | null, day: londonDay(), watched: false }

function londonDay(now = new Date()): string {
  return now.toLocaleDateString('en-GB', { timeZone: 'Europe/London' })
}

/** The number cached pages are stamped with; any change to it makes them stale. */
export function siteVersion(): number {
  return version.local
}

/** Whether this process hears of changes made elsewhere; under `vite dev` and in unit tests it does not. */
export function isSiteVersionWatched(): boolean {
  return version.watched
}

export function invalidateLocally(): void {
  version.local++
}

/**
 * The first reading counts as a change too: what was loaded before it (the published content at
 * start, a page rendered before LISTEN answered) may predate a change it would otherwise take as its baseline.
 */
function noteDatabaseVersion(databaseVersion: bigint): void {
  if (version.database !== databaseVersion) invalidateLocally()
  version.database = databaseVersion
}

async function poll(): Promise<void> {
  const [row] = await sql()`select version from site_version`
  if (row) noteDatabaseVersion(BigInt(row.version))
  const day = londonDay()
  if (day !== version.day) {
    version.day = day
    invalidateLocally()
  }
}

/** Listens for changes made on any instance, and polls too in case a notification is missed. Returns a stop function. */
export function watchSiteVersion(): () => Promise<void> {
  let stopped = false
  version.watched = true
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
    version.watched = false
    clearInterval(timer)
    await unlisten?.().catch(() => {})
  }
}
