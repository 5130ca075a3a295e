import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { ContentPhoto } from './ContentPhoto'

const ID = '0123456789abcdef0123456789abcdef'

describe('ContentPhoto', () => {
  it('offers AVIF, WebP and a JPEG fallback in the widths the photo has, never wider than it', () => {
    const html = renderToStaticMarkup(
      <ContentPhoto photo={{ id: ID, alt: 'Ruth at the food bank', width: 1000, height: 750 }} sizes="(min-width: 768px) 50vw, 100vw" className="rounded" />,
    )
    const set = (format: string) => [320, 640, 960].map((width) => `/api/photos/${ID}/${width}.${format} ${width}w`).join(', ')
    expect(html).toBe(
      '<picture>' +
        `<source type="image/avif" srcSet="${set('avif')}" sizes="(min-width: 768px) 50vw, 100vw"/>` +
        `<source type="image/webp" srcSet="${set('webp')}" sizes="(min-width: 768px) 50vw, 100vw"/>` +
        `<img src="/api/photos/${ID}/960.jpg" srcSet="${set('jpg')}" sizes="(min-width: 768px) 50vw, 100vw" width="1000" height="750" alt="Ruth at the food bank" loading="lazy" decoding="async" class="rounded"/>` +
        '</picture>',
    )
  })

  it('lists every kept width of a large photo', () => {
    const html = renderToStaticMarkup(<ContentPhoto photo={{ id: ID, alt: 'The hall', width: 2400, height: 1600 }} sizes="100vw" />)
    expect(html).toContain(`/api/photos/${ID}/1280.avif 1280w`)
    expect(html).toContain(`src="/api/photos/${ID}/1280.jpg"`)
    expect(html).not.toContain('2400.')
  })
})
