import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Frame, Page } from '@playwright/test'
import type { AxeResults, ElementContext, Result, RunOptions } from 'axe-core'

/** The rules the site is held to: WCAG 2.2 at levels A and AA. */
const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

type Axe = { run: (context: ElementContext, options: RunOptions) => Promise<AxeResults> }

/** Puts axe into a frame's document, unless an earlier check of that document already has. */
async function putAxeInto(frame: Frame): Promise<void> {
  const present = await frame.evaluate(() => 'axe' in window)
  if (!present) await frame.evaluate(AXE_SOURCE)
}

/**
 * What axe finds against WCAG 2.2 AA on the page, or only within the elements the selectors name.
 * axe goes into every frame, once per document, so the frames' contents are checked too; a frame
 * that goes away meanwhile is passed over.
 */
export async function axeViolations(page: Page, ...within: string[]): Promise<string[]> {
  await putAxeInto(page.mainFrame())
  for (const frame of page.frames().slice(1)) await putAxeInto(frame).catch(() => {})
  const results = await page.evaluate(
    ({ include, tags }) =>
      (window as unknown as { axe: Axe }).axe.run(include.length ? { include, exclude: [] } : document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      }),
    { include: within, tags: WCAG_22_AA },
  )
  return results.violations.map(described)
}

/** A violation as a line a failing test shows: the rule, what it asks, and up to five places with what is wrong there. */
function described(violation: Result): string {
  const places = violation.nodes.slice(0, 5).map((node) => `${node.target.join(' ')}: ${node.failureSummary?.split('\n')[1]?.trim() ?? ''}`)
  return `${violation.id} (${violation.impact}): ${violation.help}, at ${places.join('; ')}`
}
