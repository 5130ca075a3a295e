import { describe, expect, it } from 'vitest'
import { isShortEntry, parseChannelFeed } from './youtube-rss.ts'

const entry = (inner: string) => `<?xml version="1.0"?><feed xmlns="http://www.w3.org/2005/Atom"><entry>${inner}</entry></feed>`

describe('parseChannelFeed', () => {
  it('reads id, title, description, date, link and views, decoding entities', () => {
    const [parsed] = parseChannelFeed(
      entry(`<yt:videoId>Kx7PqR2mT4s</yt:videoId><title>Faith &amp; Doubt &#8211; Mark 9</title>
        <link rel="alternate" href="https://www.youtube.com/watch?v=Kx7PqR2mT4s&amp;x=1"/>
        <published>2025-11-09T12:15:04+00:00</published>
        <media:group><media:title>ignored</media:title><media:description>&quot;Lord, I believe&quot; &lt;3 &#x1F64F;</media:description>
        <media:community><media:statistics views="12"/></media:community></media:group>`),
    )
    expect(parsed).toEqual({
      id: 'Kx7PqR2mT4s',
      title: 'Faith & Doubt – Mark 9',
      description: '"Lord, I believe" <3 🙏',
      publishedAt: '2025-11-09T12:15:04+00:00',
      link: 'https://www.youtube.com/watch?v=Kx7PqR2mT4s&x=1',
      views: 12,
    })
  })

  it('reads CDATA text as it is', () => {
    const [parsed] = parseChannelFeed(entry('<yt:videoId>Kx7PqR2mT4s</yt:videoId><title><![CDATA[Grace & <truth>]]></title>'))
    expect(parsed?.title).toBe('Grace & <truth>')
  })

  it('skips entries without a valid video id', () => {
    expect(parseChannelFeed(entry('<yt:videoId>not-an-id</yt:videoId><title>x</title>'))).toEqual([])
  })

  it('refuses a page that is not a feed', () => {
    expect(() => parseChannelFeed('<html><body>Sorry</body></html>')).toThrow(/not an Atom feed/)
  })
})

describe('isShortEntry', () => {
  const base = { id: 'Kx7PqR2mT4s', title: 'Be Still', description: '', publishedAt: '', views: 3 }

  it('recognises the /shorts/ link and the #shorts tag, in any case', () => {
    expect(isShortEntry({ ...base, link: 'https://www.youtube.com/shorts/Kx7PqR2mT4s' })).toBe(true)
    expect(isShortEntry({ ...base, link: 'https://www.youtube.com/watch?v=Kx7PqR2mT4s', title: 'Be Still #Shorts' })).toBe(true)
    expect(isShortEntry({ ...base, link: 'https://www.youtube.com/watch?v=Kx7PqR2mT4s', description: 'Psalm 46 #shorts #devotion' })).toBe(true)
  })

  it('does not take #shortstory or a plain watch link for a Short', () => {
    expect(isShortEntry({ ...base, link: 'https://www.youtube.com/watch?v=Kx7PqR2mT4s', description: '#shortstory' })).toBe(false)
    expect(isShortEntry({ ...base, link: 'https://www.youtube.com/watch?v=Kx7PqR2mT4s' })).toBe(false)
  })
})
