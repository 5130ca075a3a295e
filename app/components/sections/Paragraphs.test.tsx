import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { richParagraphs } from '~/content/fields/rich-text'
import { RichText } from './Paragraphs'

const render = (text: string, links = true) => renderToString(<RichText paragraphs={richParagraphs(text, { links })} />)

describe('RichText', () => {
  it('makes a page of this site and an e-mail address plain links, and another website a link that opens in a new tab', () => {
    const html = render('Hire [our hall](/hall-hire) or [email us](mailto:hello@example.org).\n\nSee [the foodbank](https://example.org/food?a=1&b=2).')
    expect(html).toBe(
      '<p>Hire <a href="/hall-hire" class="font-semibold text-wine-700 underline underline-offset-4 hover:text-wine-900">our hall</a> or ' +
        '<a href="mailto:hello@example.org" class="font-semibold text-wine-700 underline underline-offset-4 hover:text-wine-900">email us</a>.</p>' +
        '<p>See <a href="https://example.org/food?a=1&amp;b=2" target="_blank" rel="noopener noreferrer" class="font-semibold text-wine-700 underline underline-offset-4 hover:text-wine-900">' +
        'the foodbank<span class="sr-only"> (opens in a new tab)</span></a>.</p>',
    )
  })

  it('never turns a javascript: or data: link into a link, nor a script or tag into markup', () => {
    const html = render('[x](javascript:alert(1)) [y](data:text/html,<b>) <img src=x onerror=alert(1)>\n\n[<script>alert(1)</script>](/x?q="y")')
    expect(html).not.toMatch(/<script|<img|<b>|href="(?:javascript|data)/)
    expect(html).toBe(
      '<p>[x](javascript:alert(1)) [y](data:text/html,&lt;b&gt;) &lt;img src=x onerror=alert(1)&gt;</p>' +
        '<p><a href="/x?q=&quot;y&quot;" class="font-semibold text-wine-700 underline underline-offset-4 hover:text-wine-900">&lt;script&gt;alert(1)&lt;/script&gt;</a></p>',
    )
  })

  it('shows brackets as written in a text without links', () => {
    expect(render('Hire [our hall](/hall-hire).', false)).toBe('<p>Hire [our hall](/hall-hire).</p>')
  })
})
