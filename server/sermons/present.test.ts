import { describe, expect, it } from 'vitest'
import { feedCacheControl, latestSermon, recentSermons, summaryOf } from './present.ts'
import type { SermonFeed } from './feed.ts'

const feed: SermonFeed = {
  source: 'api',
  sermons: [
    { id: 'Kx7PqR2mT4s', title: 'Hope That Holds', description: 'First paragraph.\n\nSecond paragraph.', publishedAt: '2025-11-09T12:15:04Z' },
    { id: 'Lm3NoP9qR0s', title: 'The Good Shepherd', description: 'Only one paragraph.', publishedAt: '2025-11-02T12:20:31Z' },
  ],
  latestShort: { id: 'Dv1NeW0rdSh', title: 'Be Still' },
}

describe('summaryOf', () => {
  it('is the first paragraph when there are several', () => {
    expect(summaryOf('  Opening words.  \n\nMore.\n\n#Hope')).toBe('Opening words.')
    expect(summaryOf('Windows line ends.\r\n\r\nSecond.')).toBe('Windows line ends.')
    expect(summaryOf('Blank line with spaces.\n   \nSecond.')).toBe('Blank line with spaces.')
  })

  it('is absent for a single paragraph or an empty description', () => {
    expect(summaryOf('One paragraph\nwith a line break.')).toBeUndefined()
    expect(summaryOf('')).toBeUndefined()
    expect(summaryOf('\n\nOnly after blank lines\n\n')).toBeUndefined()
  })
})

describe('the endpoint shapes', () => {
  it('gives the latest sermon with its summary when it has one', () => {
    expect(latestSermon(feed)).toEqual({
      id: 'Kx7PqR2mT4s',
      title: 'Hope That Holds',
      summary: 'First paragraph.',
      description: 'First paragraph.\n\nSecond paragraph.',
      publishedAt: '2025-11-09T12:15:04Z',
    })
    expect(latestSermon({ ...feed, sermons: feed.sermons.slice(1) })).not.toHaveProperty('summary')
    expect(latestSermon({ ...feed, sermons: [] })).toBeNull()
  })

  it('gives recent sermons with thumbnails from our own origin', () => {
    expect(recentSermons(feed, 1)).toEqual([
      {
        id: 'Kx7PqR2mT4s',
        title: 'Hope That Holds',
        description: 'First paragraph.\n\nSecond paragraph.',
        publishedAt: '2025-11-09T12:15:04Z',
        thumbnails: { high: { url: '/api/sermon-thumbnails/Kx7PqR2mT4s/high' }, medium: { url: '/api/sermon-thumbnails/Kx7PqR2mT4s/medium' } },
      },
    ])
    expect(recentSermons(feed, 6)).toHaveLength(2)
  })
})

describe('feedCacheControl', () => {
  const now = Date.parse('2025-11-10T12:00:00Z')

  it('lets a fresh answer be kept for the rest of its freshness', () => {
    const fetchedAt = new Date(now - 10 * 60 * 1000)
    expect(feedCacheControl({ feed, fetchedAt, fresh: true }, now)).toBe('public, max-age=1200, stale-while-revalidate=1800')
  })

  it('asks again within a minute when the answer is stale, empty or nearly stale', () => {
    expect(feedCacheControl({ feed, fetchedAt: new Date(now - 40 * 60 * 1000), fresh: false }, now)).toBe('public, max-age=60')
    expect(feedCacheControl({ feed, fetchedAt: null, fresh: false }, now)).toBe('public, max-age=60')
    expect(feedCacheControl({ feed, fetchedAt: new Date(now - 29.5 * 60 * 1000), fresh: true }, now)).toBe('public, max-age=60')
  })
})
