import { describe, expect, it } from 'vitest'
import { STATIC_PART_SELECTOR } from './server-html.tsx'
import { loggedBy, pageHydrated, partLog, servePartsPage } from './test-page/serve-parts-page.tsx'

const open = servePartsPage()

/** The HTML inside the wrapper `selector` finds, as the page shows it and as the server sent it in `html`. */
function shownAndSent({ selector, html }: { selector: string; html: string }) {
  const sent = document.createElement('div')
  sent.innerHTML = html
  return { shown: document.querySelector(selector)?.innerHTML, sent: sent.querySelector(selector)?.innerHTML }
}

describe('a static part (when.static), on a page served with its HTML', () => {
  it('keeps the HTML the server sent, and its code is never fetched, even when pressed', async () => {
    const { page, html, requested } = await open()
    await pageHydrated(page)
    await page.click('#static-button')
    // A touched part, pressed after it, hydrates: by then the press on the static part has been handled.
    await page.click('#touched-button')
    await loggedBy(page, 'touched: pressed')

    const { shown, sent } = await page.evaluate(shownAndSent, { selector: STATIC_PART_SELECTOR, html })
    expect(sent).toContain('Served text')
    expect(shown).toBe(sent)
    expect(requested('static-text.js'), 'the static part’s code was fetched').toBe(false)
    expect(await partLog(page)).not.toContain('static: pressed')
  })

  it('still shows its content when the page renders it again with new props, and still fetches no code', async () => {
    const { page, requested } = await open()
    await pageHydrated(page)
    await page.click('#render-again')
    await page.waitForFunction(() => document.querySelector('#render-again')?.textContent?.includes('(1)'))

    expect(await page.textContent('#static p')).toBe('Served text, rendered 0 times since.')
    expect(await page.isVisible('#static-button')).toBe(true)
    expect(requested('static-text.js')).toBe(false)
  })
})

describe('a static part first rendered in the browser, as after a client-side navigation', () => {
  it('renders in full at once: its code is fetched and it works', async () => {
    const { page, requested } = await open()
    await pageHydrated(page)
    await page.click('#navigate')
    await page.click('#static-button')
    await loggedBy(page, 'static: pressed')

    expect(requested('static-text.js')).toBe(true)
  })
})
