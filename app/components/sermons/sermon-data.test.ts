import { describe, expect, it } from 'vitest'
import type { LatestSermon, RecentSermon } from '~/lib/sermons/sermons'
import { isStale } from '~/lib/site/use-fresh-data'
import { SERMON_FRESHNESS } from '~/lib/sermons/sermon-freshness'
import { latestSermonState, recentSermonsState } from './sermon-data'

const sermon: LatestSermon = { id: 'Kx7PqR2mT4s', title: 'Hope', description: '', publishedAt: '2025-11-09T12:15:04Z' }
const recent = [{ ...sermon, thumbnails: { high: { url: '/h' }, medium: { url: '/m' } } }] satisfies RecentSermon[]

describe('latestSermonState', () => {
  it('shows data whenever there is some, even while fetching again or after a failed refetch', () => {
    expect(latestSermonState({ data: sermon, error: undefined, isFetching: true })).toEqual({ status: 'loaded', sermon })
    expect(latestSermonState({ data: sermon, error: new Error('500: oops'), isFetching: false })).toEqual({ status: 'loaded', sermon })
  })

  it('is empty when the channel has no sermon, noting a fetch in progress', () => {
    expect(latestSermonState({ data: null, error: undefined, isFetching: false })).toEqual({ status: 'empty', refreshing: false })
    expect(latestSermonState({ data: null, error: undefined, isFetching: true })).toEqual({ status: 'empty', refreshing: true })
  })

  it('is loading while the first fetch runs, and an error when it fails or never ran', () => {
    expect(latestSermonState({ data: undefined, error: undefined, isFetching: true })).toEqual({ status: 'loading' })
    expect(latestSermonState({ data: undefined, error: new Error('500: down'), isFetching: false })).toEqual({ status: 'error' })
    expect(latestSermonState({ data: undefined, error: undefined, isFetching: false })).toEqual({ status: 'error' })
  })
})

describe('recentSermonsState', () => {
  it('is loaded with at least one sermon', () => {
    expect(recentSermonsState({ data: recent, error: undefined, isFetching: false })).toEqual({ status: 'loaded', sermons: recent })
  })

  it('is loading while the first fetch runs', () => {
    expect(recentSermonsState({ data: undefined, error: undefined, isFetching: true })).toEqual({ status: 'loading' })
  })

  it('is unavailable when empty or failed', () => {
    expect(recentSermonsState({ data: [], error: undefined, isFetching: false })).toEqual({ status: 'unavailable' })
    expect(recentSermonsState({ data: undefined, error: new Error('500'), isFetching: false })).toEqual({ status: 'unavailable' })
  })
})

describe('freshness', () => {
  it('refetches the latest sermon every 60 minutes and keeps it fresh for 30', () => {
    expect(SERMON_FRESHNESS.latestSermon).toEqual({ refetchInterval: 3_600_000, staleTime: 1_800_000 })
  })

  it('refreshes recent sermons hourly, fresh for 30 minutes; the latest Short is fresh for an hour, with no timer', () => {
    expect(SERMON_FRESHNESS.recentSermons).toEqual({ refetchInterval: 3_600_000, staleTime: 1_800_000 })
    expect(SERMON_FRESHNESS.latestShort).toEqual({ staleTime: 3_600_000 })
  })

  it('counts data as stale once its stale time has passed; never-fetched data is stale', () => {
    const now = Date.parse('2025-11-10T12:00:00Z')
    expect(isStale(now - 29 * 60_000, 30 * 60_000, now)).toBe(false)
    expect(isStale(now - 30 * 60_000, 30 * 60_000, now)).toBe(true)
    expect(isStale(0, 60 * 60_000, now)).toBe(true)
  })
})
