import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { WAKE_EVENT } from './test-page/parts-page.tsx'
import { loggedBy, pageHydrated, pageSettled, partLog, servePartsPage } from './test-page/serve-parts-page.tsx'

const open = servePartsPage()

describe('a touched part (when.touched), on a page served with its HTML', () => {
  it('keeps the HTML the server sent, and fetches no code, until touched', async () => {
    const { page, requested } = await open()
    await pageHydrated(page)
    await pageSettled(page)

    expect(requested('counter.js')).toBe(false)
    expect(await partLog(page)).toEqual([])
  })

  it.each(['pointerdown', 'focusin', 'keydown'])(
    'hydrates on a first %s inside it, adopting the elements the server sent, and wakes no other part',
    async (type) => {
      const { page } = await open()
      await pageHydrated(page)
      const served = await page.$('#touched-button')
      await page.dispatchEvent('#touched p', type)
      await loggedBy(page, 'touched: hydrated')
      await pageSettled(page)

      expect(await page.evaluate((button) => document.querySelector('#touched-button') === button, served)).toBe(true)
      expect(await partLog(page)).toEqual(['touched: hydrated'])
    },
  )

  it('hydrates untouched when its waker says so', async () => {
    const { page } = await open()
    await pageHydrated(page)
    await page.evaluate((type) => window.dispatchEvent(new Event(type)), WAKE_EVENT)
    await loggedBy(page, 'woken: hydrated')
    await pageSettled(page)

    expect(await partLog(page)).toEqual(['woken: hydrated'])
  })

  it('does a press made before it has hydrated once it has, and only once', async () => {
    const { page, requested, release } = await open(['counter.js'])
    await pageHydrated(page)
    await page.click('#touched-button')
    await expect.poll(() => requested('counter.js')).toBe(true)
    expect(await partLog(page)).toEqual([])

    await release('counter.js')
    await loggedBy(page, 'touched: pressed')
    await pageSettled(page)
    expect(await partLog(page)).toEqual(['touched: hydrated', 'touched: pressed'])
    expect(await page.textContent('#touched-button')).toBe('Pressed 1 times')
  })

  it('sends a message sent before it has hydrated once it has, with the text typed', async () => {
    const { page, requested, release } = await open(['counter.js'])
    await pageHydrated(page)
    await page.fill('#touched-message', 'Hello')
    await page.press('#touched-message', 'Enter')
    await expect.poll(() => requested('counter.js')).toBe(true)
    expect(await partLog(page)).toEqual([])

    await release('counter.js')
    await loggedBy(page, 'touched: sent Hello')
    await pageSettled(page)
    expect(await partLog(page)).toEqual(['touched: hydrated', 'touched: sent Hello'])
  })

  it('wakes on a form sent without a press, as a script sends it, and sends it once it has hydrated', async () => {
    const { page } = await open()
    await pageHydrated(page)
    await page.$eval('#touched-form', (form: HTMLFormElement) => form.requestSubmit())
    await loggedBy(page, 'touched: sent ')
    await pageSettled(page)

    expect(await partLog(page)).toEqual(['touched: hydrated', 'touched: sent '])
  })

  // Known to fail: the press is held, but its place is noted inside the copy, one level deeper than the elements that replace it, so it is not found again.
  it.fails('does a press made while it shows the copy of its HTML, after the page rendered it again, once it has hydrated', async () => {
    const { page } = await open()
    await pageHydrated(page)
    await page.click('#render-again')
    await page.waitForFunction(() => document.querySelector('#render-again')?.textContent?.includes('(1)'))
    await page.click('#touched-button')
    await loggedBy(page, 'touched: hydrated')
    await pageSettled(page)

    expect(await partLog(page)).toEqual(['touched: hydrated', 'touched: pressed'])
  })
})

describe('a touched part first rendered in the browser, as after a client-side navigation', () => {
  it('renders in full at once and works untouched', async () => {
    const { page } = await open()
    await pageHydrated(page)
    await page.click('#navigate')
    await loggedBy(page, 'navigated: hydrated')
    await page.click('#navigated-button')
    await loggedBy(page, 'navigated: pressed')

    expect(await partLog(page)).toEqual(['navigated: hydrated', 'navigated: pressed'])
  })
})

describe('after(ms): the waker of a part whose data goes stale', () => {
  const NO_WRAPPER = {} as HTMLElement
  beforeEach(() => {
    vi.useFakeTimers({ now: 0 })
    vi.stubGlobal('window', globalThis)
    // The page opens, at 0, when on-first-touch.tsx is first evaluated.
    vi.resetModules()
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  it('wakes the part that long after the page opened, counting the time gone before it started', async () => {
    const { after: afterPageOpened } = await import('./on-first-touch.tsx')
    vi.setSystemTime(400)
    const wake = vi.fn()
    afterPageOpened(1000)(wake, NO_WRAPPER)

    vi.advanceTimersByTime(599)
    expect(wake).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(wake).toHaveBeenCalledOnce()
  })

  it('wakes it at once when that time has already gone, and never once stopped', async () => {
    const { after: afterPageOpened } = await import('./on-first-touch.tsx')
    vi.setSystemTime(5000)
    const late = vi.fn()
    afterPageOpened(1000)(late, NO_WRAPPER)
    const stopped = vi.fn()
    afterPageOpened(6000)(stopped, NO_WRAPPER)()

    vi.advanceTimersByTime(0)
    expect(late).toHaveBeenCalledOnce()
    vi.advanceTimersByTime(10_000)
    expect(stopped).not.toHaveBeenCalled()
  })
})
