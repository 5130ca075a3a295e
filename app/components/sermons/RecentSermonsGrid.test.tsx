import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { RecentSermon } from '~/lib/sermons/sermons'
import { DevotionVideoSection } from './DevotionVideoSection'
import { RecentSermons } from './RecentSermons'
import { RecentSermonsGrid } from './RecentSermonsGrid'

const sermon = (n: number, description = ''): RecentSermon => ({
  id: `Sermon0000${n}`,
  title: `Sermon number ${n}`,
  description,
  publishedAt: `2025-10-0${n}T11:00:00Z`,
  thumbnails: { high: { url: `/api/sermon-thumbnails/Sermon0000${n}/high` }, medium: { url: `/api/sermon-thumbnails/Sermon0000${n}/medium` } },
})

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
const count = (html: string, needle: string) => html.split(needle).length - 1

describe('the recent sermon grid', () => {
  it('loading: six placeholder cards', () => {
    const html = renderToStaticMarkup(<RecentSermonsGrid state={{ status: 'loading' }} />)
    expect(count(html, 'data-sermon-placeholder')).toBe(6)
    expect(html).not.toContain('<article')
  })

  it('empty or unavailable: a spinner with "Loading recent sermons..."', () => {
    const html = renderToStaticMarkup(<RecentSermonsGrid state={{ status: 'unavailable' }} />)
    expect(html).toContain('role="status"')
    expect(html).toContain('<svg')
    // Nothing is on its way: the ring stands still.
    expect(html).not.toContain('animate-spin')
    expect(text(html)).toBe('Loading recent sermons...')
    expect(html).not.toContain('data-sermon-placeholder')
  })

  it('loaded: a card per sermon with thumbnail, title, date (en-GB long) and keywords', () => {
    const sermons = [sermon(5, 'Hope in hard times. #Hope #Romans'), sermon(4)]
    const html = renderToStaticMarkup(<RecentSermonsGrid state={{ status: 'loaded', sermons }} />)
    expect(count(html, '<article')).toBe(2)
    expect(html).toContain('src="/api/sermon-thumbnails/Sermon00005/high"')
    expect(text(html)).toContain('Sermon number 5 Sunday, 5 October 2025 Topics: Hope • Romans')
    expect(text(html)).toContain('Sermon number 4 Saturday, 4 October 2025 Topics: Sermon • Message • Faith')
    expect(html).toContain('aspect-video')
  })
})

describe('the grid as the server renders it from the loader', () => {
  it('shows six cards when the loader read six', () => {
    const sermons = [1, 2, 3, 4, 5, 6].map((n) => sermon(n))
    const html = renderToStaticMarkup(<RecentSermons initial={{ ok: true, data: sermons, updatedAt: Date.now() }} />)
    expect(count(html, '<article')).toBe(6)
  })

  it('shows "Loading recent sermons..." when there are none or the feed could not be read', () => {
    expect(text(renderToStaticMarkup(<RecentSermons initial={{ ok: true, data: [], updatedAt: 0 }} />))).toBe('Loading recent sermons...')
    expect(text(renderToStaticMarkup(<RecentSermons initial={{ ok: false }} />))).toBe('Loading recent sermons...')
  })
})

describe('the daily devotion video', () => {
  it('shows the latest Short at 9:16 once it has loaded', () => {
    const html = renderToStaticMarkup(
      <DevotionVideoSection latestShort={{ ok: true, data: { id: 'Dv1NeW0rdSh', title: 'Be Still' }, updatedAt: Date.now() }} />,
    )
    expect(html).toContain('aspect-[9/16]')
    expect(html).toContain('aria-label="Play video: Be Still (opens YouTube in a new tab)"')
  })

  it('shows nothing while there is no Short', () => {
    expect(renderToStaticMarkup(<DevotionVideoSection latestShort={{ ok: true, data: null, updatedAt: 0 }} />)).toBe('')
    expect(renderToStaticMarkup(<DevotionVideoSection latestShort={{ ok: false }} />)).toBe('')
  })
})
