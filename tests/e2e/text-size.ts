import type { Page } from '@playwright/test'

/** The browser's own text size (its settings' font size), which media queries measure em by too. */
export async function browserTextSize(page: Page, pixels: number) {
  const session = await page.context().newCDPSession(page)
  await session.send('Page.enable')
  await session.send('Page.setFontSizes', { fontSizes: { standard: pixels } })
}

/** What a visitor with the browser's text size at 200 % gets: Tailwind sizes everything in rem. */
export async function textAt200Percent(page: Page): Promise<void> {
  await page.addStyleTag({ content: 'html { font-size: 200% !important; }' })
}
