import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { LatestSermon as LatestSermonData } from '~/lib/sermons/sermons'
import { LatestSermon } from './LatestServiceSection'
import { LatestSermonPanel } from './LatestSermonPanel'
import type { LatestSermonState } from './sermon-data'

const sermon: LatestSermonData = {
  id: 'Kx7PqR2mT4s',
  title: 'Hope That Holds – Romans 5:1-11',
  summary: 'Pastor Dave opens Romans 5.',
  description: 'Pastor Dave opens Romans 5.\n\nMore.',
  publishedAt: '2025-11-09T12:15:04Z',
}

const render = (state: LatestSermonState) => renderToStaticMarkup(<LatestSermonPanel state={state} />)
/** The visible text, tags removed, so that assertions read like what a visitor sees. */
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()

describe('the latest sermon panel', () => {
  it('loading: a spinner with "Loading latest sermon...", and the text block saying "Loading..."', () => {
    const html = render({ status: 'loading' })
    expect(html).toContain('role="status"')
    expect(html).toContain('animate-spin')
    expect(text(html)).toContain('Loading latest sermon...')
    expect(text(html)).toContain('Latest Sermon Loading... Check back soon for our latest message.')
    expect(text(html)).not.toContain('Coming soon')
  })

  it('error: "Unable to load latest sermon" / "Please try again later"', () => {
    const html = render({ status: 'error' })
    expect(html).toContain('role="alert"')
    expect(text(html)).toContain('Unable to load latest sermon Please try again later')
    expect(text(html)).toContain('Latest Sermon Coming soon Check back soon for our latest message.')
  })

  it('empty: "No recent sermons found" / "Check back soon for new content", and "Coming soon"', () => {
    const html = render({ status: 'empty', refreshing: false })
    expect(text(html)).toContain('No recent sermons found Check back soon for new content')
    expect(text(html)).toContain('Latest Sermon Coming soon Check back soon for our latest message.')
    expect(html).not.toContain('Unable to load')
  })

  it('empty while fetching again: the text block says "Loading..."', () => {
    const html = render({ status: 'empty', refreshing: true })
    expect(text(html)).toContain('No recent sermons found')
    expect(text(html)).toContain('Latest Sermon Loading...')
  })

  it('loaded: the video facade 320 px high, title, date in en-GB long with weekday, and summary', () => {
    const html = render({ status: 'loaded', sermon })
    expect(html).toContain('h-[320px]')
    expect(html).toContain('aria-label="Play video: Hope That Holds – Romans 5:1-11 (opens YouTube in a new tab)"')
    expect(text(html)).toContain('Hope That Holds – Romans 5:1-11 Sunday, 9 November 2025 Pastor Dave opens Romans 5.')
    expect(html).toContain('dateTime="2025-11-09T12:15:04Z"')
    expect(text(html)).not.toContain('More.')
    expect(text(html)).not.toMatch(/Latest Sermon|Coming soon|Loading/)
  })

  it('loaded without a summary: the description cut to 150 characters plus an ellipsis', () => {
    const description = `${'Grace '.repeat(30)}end`
    const html = render({ status: 'loaded', sermon: { ...sermon, summary: undefined, description } })
    expect(text(html)).toContain(`${description.slice(0, 150).trimEnd()}…`)
    expect(text(html)).not.toContain('end')
  })
})

describe('the latest sermon as the server renders it from the loader', () => {
  it('shows the sermon the loader read', () => {
    const html = renderToStaticMarkup(<LatestSermon initial={{ ok: true, data: sermon, updatedAt: Date.now() }} />)
    expect(text(html)).toContain('Hope That Holds – Romans 5:1-11')
  })

  it('shows the empty state when the channel has no sermon', () => {
    const html = renderToStaticMarkup(<LatestSermon initial={{ ok: true, data: null, updatedAt: 0 }} />)
    expect(text(html)).toContain('No recent sermons found')
    expect(text(html)).toContain('Coming soon')
  })

  it('shows the error state when the server could not read the feed', () => {
    const html = renderToStaticMarkup(<LatestSermon initial={{ ok: false }} />)
    expect(text(html)).toContain('Unable to load latest sermon Please try again later')
  })
})
