import { PUBLIC_PAGES } from '../../app/lib/site/pages.ts'
import { JS_BUDGET_BYTES, kilobytes, measureFirstVisitJs } from '../../scripts/lib/js-weight.mjs'
import { expect, test } from './fixtures'

test.describe('JavaScript budget of a first visit', () => {
  for (const { path } of PUBLIC_PAGES) {
    test(`${path} ships at most ${kilobytes(JS_BUDGET_BYTES)} KB of gzipped JavaScript`, async ({ browser, baseURL }) => {
      const { files, gzipBytes } = await measureFirstVisitJs(browser, `${baseURL}${path}`)
      test.info().annotations.push({ type: 'gzipped JavaScript', description: `${kilobytes(gzipBytes)} KB in ${files.length} files` })
      expect(files.length, 'the page hydrates, so it loads some JavaScript').toBeGreaterThan(0)
      expect(gzipBytes, `${path}: ${kilobytes(gzipBytes)} KB gzipped`).toBeLessThanOrEqual(JS_BUDGET_BYTES)
    })
  }
})
