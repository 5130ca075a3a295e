import { CHURCH_TIME_ZONE } from '~/lib/site/dates'
import type { VersionSummary } from '~/lib/content/admin-api'

const dayAndTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: CHURCH_TIME_ZONE })
const clock = new Intl.DateTimeFormat('en-GB', { timeStyle: 'short', timeZone: CHURCH_TIME_ZONE })
const day = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: CHURCH_TIME_ZONE })

/** "24 Nov 2026, 14:02", in the church's time. */
export function whenWords(instant: string): string {
  return dayAndTime.format(new Date(instant))
}

/** "at 14:02" today, "on 23 Nov 2026 at 14:02" another day. */
export function atWords(instant: string, now: Date = new Date()): string {
  const date = new Date(instant)
  const time = clock.format(date)
  return day.format(date) === day.format(now) ? `at ${time}` : `on ${day.format(date)} at ${time}`
}

/** " by ruth@example.org", or nothing when nobody is recorded (the first version, made on installation). */
export function byWords(who: string | null): string {
  return who ? ` by ${who}` : ''
}

/** Where a version came from, as the history lists it. */
export function originWords(version: Pick<VersionSummary, 'origin' | 'restoredFrom'>): string {
  switch (version.origin) {
    case 'first':
      return 'First version'
    case 'publish':
      return 'Published'
    case 'restore':
      return version.restoredFrom === null ? 'Restored' : `Restored from version ${version.restoredFrom}`
    case 'import':
      return 'Imported'
  }
}
