import { describe, expect, it } from 'vitest'
import type { LibraryState } from './library-admin.ts'
import { libraryStateWords, podcastWords, whenWords } from './library-words.ts'

const NOW = new Date('2026-11-29T15:00:00Z')

const STATE: LibraryState = {
  channelConfigured: true,
  sermons: 412,
  hidden: 3,
  toConfirm: 1,
  complete: true,
  lastCheckedAt: '2026-11-29T14:05:00Z',
  lastSuccessAt: '2026-11-29T14:05:00Z',
  lastError: null,
  quotaExceededAt: null,
  lastCheckCalls: 2,
  podcastFeedUrl: null,
  podcastCheckedAt: null,
  podcastError: null,
  speakers: [],
}

describe('when, in words', () => {
  it('says today, yesterday or the day, in UK time', () => {
    expect(whenWords('2026-11-29T09:12:00Z', NOW)).toBe('09:12 today')
    expect(whenWords('2026-11-28T23:30:00Z', NOW)).toBe('23:30 yesterday')
    expect(whenWords('2026-07-01T17:30:00Z', NOW)).toBe('18:30 on 1 Jul 2026')
  })
})

describe('the library state, in words', () => {
  it('counts the sermons and says when the channel was checked', () => {
    expect(libraryStateWords(STATE, NOW)).toEqual([
      '412 sermons in the library (3 hidden); 1 sermon waiting for the speaker and passage to be confirmed.',
      'Every video of the channel is in.',
      'Checked at 14:05 today, with 2 calls to YouTube.',
    ])
  })

  it('names a failed check, the last success and the quota', () => {
    const failed = {
      ...STATE,
      complete: false,
      lastSuccessAt: '2026-11-28T14:05:00Z',
      lastError: 'YouTube answered 403',
      quotaExceededAt: '2026-11-29T09:12:00Z',
    }
    expect(libraryStateWords(failed, NOW)).toEqual([
      '412 sermons in the library (3 hidden); 1 sermon waiting for the speaker and passage to be confirmed.',
      'Not complete yet: older videos of the channel are still to be imported.',
      'Checked at 14:05 today, with 2 calls to YouTube.',
      'Last checked without a problem at 14:05 yesterday.',
      'The last problem: YouTube answered 403',
      'YouTube said the day’s quota was used up at 09:12 today.',
    ])
  })

  it('says when no channel is set', () => {
    expect(libraryStateWords({ ...STATE, channelConfigured: false, sermons: 0, hidden: 0, toConfirm: 0 }, NOW)).toEqual([
      '0 sermons in the library; 0 sermons waiting for the speaker and passage to be confirmed.',
      'No YouTube channel is set (YOUTUBE_CHANNEL_ID), so nothing is imported.',
    ])
  })

  it('says how the podcast feed was last read', () => {
    expect(podcastWords(STATE, NOW)).toBeNull()
    const feed = { ...STATE, podcastFeedUrl: 'https://podcast.example/feed.xml' }
    expect(podcastWords(feed, NOW)).toBe('The podcast feed has not been checked yet.')
    expect(podcastWords({ ...feed, podcastCheckedAt: '2026-11-29T14:06:00Z', podcastError: 'The feed answered 404' }, NOW)).toBe(
      'The podcast feed was checked at 14:06 today. Its problem: The feed answered 404',
    )
  })
})
