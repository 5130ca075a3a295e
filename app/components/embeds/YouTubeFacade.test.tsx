import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { YouTubeFacade } from './YouTubeFacade'

describe('YouTubeFacade on the server', () => {
  const html = renderToString(<YouTubeFacade videoId="dQw4w9WgXcQ" title="Hope in Hard Times" />)

  it('renders a play button that needs JavaScript, and for visitors without it a plain link to the video on YouTube', () => {
    expect(html).toMatch(/<button type="button" data-needs-js="" aria-label="Play video: Hope in Hard Times"/)
    expect(html).toMatch(/<noscript><a href="https:\/\/www\.youtube\.com\/watch\?v=dQw4w9WgXcQ"/)
    expect(html).toContain('target="_blank"')
    expect(html).toContain('aria-label="Play video: Hope in Hard Times (opens YouTube in a new tab)"')
  })

  it('takes the thumbnail from our own origin and loads no player', () => {
    expect(html).toContain('src="/api/sermon-thumbnails/dQw4w9WgXcQ/high"')
    expect(html).not.toContain('<iframe')
    expect(html).not.toMatch(/ytimg|youtube-nocookie/)
  })

  it('is 320 px high by default, and takes the aspect ratio it is given', () => {
    expect(html).toContain('h-[320px]')
    const vertical = renderToString(<YouTubeFacade videoId="dQw4w9WgXcQ" title="Devotion" aspect="9/16" thumbnailUrl="/poster.svg" />)
    expect(vertical).toContain('aspect-[9/16]')
    expect(vertical).not.toContain('h-[320px]')
    expect(vertical).toContain('src="/poster.svg"')
  })
})
