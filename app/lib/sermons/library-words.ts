import { CHURCH_TIME_ZONE } from '../../content/time-zone.ts'
import type { LibraryState } from './library-admin.ts'

const clock = new Intl.DateTimeFormat('en-GB', { timeZone: CHURCH_TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
const calendarDay = new Intl.DateTimeFormat('en-GB', { timeZone: CHURCH_TIME_ZONE, day: 'numeric', month: 'short', year: 'numeric' })
const dayKey = new Intl.DateTimeFormat('en-CA', { timeZone: CHURCH_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' })

/** When something happened, in UK time and in words: "14:05 today", "09:12 yesterday", "18:30 on 3 Nov 2026". */
export function whenWords(instant: string, now: Date = new Date()): string {
  const time = new Date(instant)
  const day = dayKey.format(time)
  const today = dayKey.format(now)
  const yesterday = new Date(Date.parse(`${today}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10)
  if (day === today) return `${clock.format(time)} today`
  if (day === yesterday) return `${clock.format(time)} yesterday`
  return `${clock.format(time)} on ${calendarDay.format(time)}`
}

const count = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`

/** The library's state as sentences for the dashboard, in the order they matter. */
export function libraryStateWords(state: LibraryState, now: Date = new Date()): string[] {
  const lines = [
    `${count(state.sermons, 'sermon')} in the library${state.hidden > 0 ? ` (${state.hidden} hidden)` : ''}; ${count(state.toConfirm, 'sermon')} waiting for the speaker and passage to be confirmed.`,
  ]
  if (!state.channelConfigured) {
    lines.push('No YouTube channel is set (YOUTUBE_CHANNEL_ID), so nothing is imported.')
    return lines
  }
  lines.push(state.complete ? 'Every video of the channel is in.' : 'Not complete yet: older videos of the channel are still to be imported.')
  if (!state.lastCheckedAt) lines.push('The channel has not been checked yet.')
  else {
    const calls = `, with ${count(state.lastCheckCalls, 'call')} to YouTube`
    lines.push(`Checked at ${whenWords(state.lastCheckedAt, now)}${calls}.`)
    if (state.lastSuccessAt !== state.lastCheckedAt)
      lines.push(state.lastSuccessAt ? `Last checked without a problem at ${whenWords(state.lastSuccessAt, now)}.` : 'No check has succeeded yet.')
  }
  if (state.lastError) lines.push(`The last problem: ${state.lastError}`)
  if (state.quotaExceededAt) lines.push(`YouTube said the day’s quota was used up at ${whenWords(state.quotaExceededAt, now)}.`)
  return lines
}

/** The podcast feed's last check, in words; null while there is no feed. */
export function podcastWords(state: LibraryState, now: Date = new Date()): string | null {
  if (!state.podcastFeedUrl) return null
  const checked = state.podcastCheckedAt
    ? `The podcast feed was checked at ${whenWords(state.podcastCheckedAt, now)}.`
    : 'The podcast feed has not been checked yet.'
  return state.podcastError ? `${checked} Its problem: ${state.podcastError}` : checked
}
