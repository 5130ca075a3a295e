import { signInAsAdmin } from './admin-helpers'
import { expect, test } from './fixtures'

test('overflow', async ({ page }) => {
  test.setTimeout(90_000)
  await signInAsAdmin(page)
  await expect(page.getByText('Loading', { exact: false })).toHaveCount(0)
  await page.setViewportSize({ width: 360, height: 740 })
  const wide = await page.evaluate(() =>
    [...document.querySelectorAll('body *')]
      .filter((el) => el.getBoundingClientRect().right > 361 && (el.parentElement?.getBoundingClientRect().right ?? 0) <= 361)
      .slice(0, 15)
      .map((el) => `${el.tagName}.${el.className} ${Math.round(el.getBoundingClientRect().right)} ${el.textContent?.slice(0, 40)}`),
  )
  console.log(document_width(await page.evaluate(() => document.documentElement.scrollWidth)), wide.join('\n'))
  await page.locator('section[aria-labelledby="administrators"]').screenshot({ path: '/work/gen/shots/administrators-panel-phone.png' })
})
const document_width = (n: number) => `scrollWidth=${n}`
