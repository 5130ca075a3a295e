import { expect, type Page } from '@playwright/test'

/**
 * Fails when the page scrolls sideways, naming what makes it: an element wider than the screen, or
 * words running past its edge, outside a region that scrolls on its own (a wide table). With
 * `within`, only that part of the page is looked at.
 */
export async function expectNoSidewaysScrolling(page: Page, path: string, within = 'body') {
  const overflow = await page.evaluate((within) => {
    const root = document.querySelector(within) ?? document.body
    const width = document.documentElement.clientWidth
    // Content that scrolls inside a region of its own (a wide table) does not make the page scroll.
    const insideScrollingRegion = (node: Node) => {
      for (let parent = node.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        if (getComputedStyle(parent).overflowX !== 'visible' && parent.getBoundingClientRect().right <= width + 1) return true
      }
      return false
    }
    const wide = [root, ...root.querySelectorAll('*')]
      .filter((element) => element.getBoundingClientRect().right > width + 1 && getComputedStyle(element).position !== 'fixed')
      .filter((element) => !insideScrollingRegion(element))
      .filter((element) => !element.closest('.sr-only, [hidden]'))
      .slice(0, 3)
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}`)
    // Words that run past the screen's edge (a long e-mail address) widen no box, and are cut off where the page cannot scroll.
    const texts = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
    const cutOff: string[] = []
    for (let text = texts.nextNode(); text && cutOff.length < 3; text = texts.nextNode()) {
      if (!text.textContent?.trim() || text.parentElement?.closest('.sr-only, [hidden], script, style') || insideScrollingRegion(text)) continue
      const range = document.createRange()
      range.selectNodeContents(text)
      if ([...range.getClientRects()].some((box) => box.right > width + 1)) cutOff.push(text.textContent.trim().slice(0, 60))
    }
    return { scrollWidth: root === document.body ? document.documentElement.scrollWidth : root.scrollWidth, width, wide, cutOff }
  }, within)
  expect(overflow.wide, `elements wider than the screen on ${path}`).toEqual([])
  expect(overflow.cutOff, `text running past the screen's edge on ${path}`).toEqual([])
  expect(overflow.scrollWidth, `the width of ${path}`).toBeLessThanOrEqual(overflow.width)
}
