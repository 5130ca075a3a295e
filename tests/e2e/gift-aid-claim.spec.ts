import { randomBytes } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import type { Page } from '@playwright/test'
import { seedDeclarations, wipeGiving } from '../helpers/gift-aid-declarations'
import { zipEntries } from '../../server/giving/claims/zip-entries'
import { signInAsAdmin } from './admin-helpers'
import { axeViolations } from './axe'
import { expect, siteOrigin, test } from './fixtures'

/** A giving reference no other test uses. */
const reference = () => `GA${randomBytes(3).toString('hex').toUpperCase()}`

const BARCLAYS_HEADER = 'Number,Date,Account,Amount,Subcategory,Memo'
const PERIOD = { from: '2025-04-06', to: '2026-03-31' }

/** 500 gifts in Barclays' layout, dated in the period, and some money out; `described(index)` gives each gift's memo. */
function statement(described: (index: number) => string): string {
  const lines = [BARCLAYS_HEADER]
  for (let index = 0; index < 500; index++) {
    const day = new Date(Date.UTC(2025, 4, 1) + (index % 300) * 86_400_000)
    const date = `${String(day.getUTCDate()).padStart(2, '0')}/${String(day.getUTCMonth() + 1).padStart(2, '0')}/${day.getUTCFullYear()}`
    const pence = 500 + index * 7
    lines.push(`,${date},20-00-00 12345678,${Math.floor(pence / 100)}.${String(pence % 100).padStart(2, '0')},Bank Credit,"${described(index)}"`)
    if (index % 50 === 0) lines.push(`,${date},20-00-00 12345678,-42.00,Direct Debit,ELECTRICITY`)
  }
  return `${lines.join('\r\n')}\r\n`
}

const giftsPanel = (page: Page) => page.getByRole('region', { name: 'Gifts', exact: true })
const claimsPanel = (page: Page) => page.getByRole('region', { name: 'Gift Aid claims' })

async function importStatement(page: Page, csv: string) {
  const panel = giftsPanel(page)
  await panel.getByLabel('Bank statement (CSV, at most 5 MB)').setInputFiles({ name: 'statement.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) })
  await panel.getByRole('button', { name: 'Import statement' }).click()
}

async function buildClaim(page: Page) {
  const panel = claimsPanel(page)
  await panel.getByLabel('First day of the period').fill(PERIOD.from)
  await panel.getByLabel('Last day of the period').fill(PERIOD.to)
  await panel.getByRole('button', { name: 'Build claim' }).click()
}

test.describe('the treasurer’s Gift Aid claim', () => {
  test('imports 500 gifts, matches some by hand, builds, checks, exports and sends a claim, and cannot claim them again', async ({ page, db }) => {
    const good = [reference(), reference(), reference(), reference()]
    const untidy = reference()
    const byHand = reference()
    const ids = await seedDeclarations(db, [
      ...good.map((giving) => ({ reference: giving, madeOn: '2025-04-01', details: [{ lastName: `Giver ${giving}` }] })),
      { reference: untidy, madeOn: '2025-04-01', details: [{ title: 'Mr.', lastName: 'Untidy' }] },
      { reference: byHand, madeOn: '2025-04-01', details: [{ firstName: 'Hannah', lastName: `Byhand ${byHand}` }] },
    ])
    // Every fifth gift quotes a declaration's reference; gifts 495 to 499 (the latest) are matched by hand.
    const csv = statement((index) =>
      index >= 495 ? `HAND GIFT ${index}` : index % 5 === 0 ? `SO ${index % 25 === 0 ? untidy : good[index % 4]} OFFERING` : `DONATION ${index}`,
    )

    await signInAsAdmin(page)
    await importStatement(page, csv)
    await expect(giftsPanel(page).getByRole('status').filter({ hasText: 'new gifts imported' })).toHaveText(
      'Barclays statement: 500 new gifts imported, 99 matched by giving reference, 0 imported before.',
    )
    await importStatement(page, csv)
    await expect(giftsPanel(page).getByRole('status').filter({ hasText: 'new gifts imported' })).toHaveText(
      'Barclays statement: 0 new gifts imported, 0 matched by giving reference, 500 imported before.',
    )

    for (const index of [499, 498]) {
      const gift = giftsPanel(page)
        .getByTestId('gift')
        .filter({ hasText: `HAND GIFT ${index}` })
      await gift.getByRole('button', { name: /^Match/ }).click()
      await gift.getByLabel('Find the giver by name or giving reference').fill('Hannah')
      await gift.getByRole('button', { name: 'Search' }).click()
      await gift.getByRole('button', { name: `Match to Hannah Byhand ${byHand}` }).click()
      await expect(
        giftsPanel(page)
          .getByTestId('gift')
          .filter({ hasText: `HAND GIFT ${index}` }),
      ).toHaveCount(0)
    }
    const setAside = giftsPanel(page).getByTestId('gift').filter({ hasText: 'HAND GIFT 497' })
    await setAside.getByRole('button', { name: /^Match/ }).click()
    await setAside.getByRole('button', { name: 'Not for Gift Aid' }).click()
    await expect(giftsPanel(page).getByTestId('gift').filter({ hasText: 'HAND GIFT 497' })).toHaveCount(0)
    const [handMatched] = await db<{ count: number }[]>`select count(*)::int as count from gifts where declaration_id = ${ids.get(byHand)!}`
    expect(handMatched!.count).toBe(2)

    await buildClaim(page)
    const claim = claimsPanel(page).getByTestId('claim')
    await expect(claim.getByTestId('claim-gift-count')).toHaveText('101')
    const problems = claim.getByTestId('claim-problem')
    await expect(problems).toHaveCount(20)
    await expect(problems.first()).toContainText('Ada Untidy')
    await expect(problems.first()).toContainText('Title. The title must be 2 to 4 letters with no full stop')
    await expect(problems.first().getByRole('link', { name: `Correct declaration ${untidy}: search for it in Gift Aid declarations` })).toBeVisible()
    await expect(claim.getByRole('link', { name: /Download schedule/ })).toHaveCount(0)

    // The register corrects the title; the claim is built again.
    await db`update gift_aid_declaration_details set title = 'Mr' where declaration_id = ${ids.get(untidy)!}`
    await claimsPanel(page).getByRole('button', { name: 'Build claim' }).click()
    await expect(claim.getByText('Every row passes HMRC’s checks.')).toBeVisible()
    await expect(claim.getByTestId('claim-gift-count')).toHaveText('101')

    const [download] = await Promise.all([page.waitForEvent('download'), claim.getByRole('link', { name: 'Download schedule (.ods)' }).click()])
    expect(download.suggestedFilename()).toBe(`gift-aid-schedule-${PERIOD.from}-to-${PERIOD.to}-1-of-1.ods`)
    const content = new TextDecoder().decode(zipEntries(new Uint8Array(await readFile(await download.path()))).get('content.xml'))
    expect(content).toContain('table:name="R68GAD_V1_00_0"')
    expect(content.match(/<table:table-row><table:table-cell\/><table:table-cell office:value-type="float" office:value="\d+">/g)).toHaveLength(101)
    expect(content).toContain(`<text:p>Byhand ${byHand}</text:p>`)
    expect(content).toContain('<text:p>BR5 2RW</text:p>')

    const sent = claim.getByRole('form', { name: 'Mark the claim sent' })
    await sent.getByLabel('HMRC’s reference for the claim').fill('HMRC-E2E-1')
    await sent.getByRole('button', { name: 'Mark sent' }).click()
    await expect(claim.getByRole('heading')).toContainText('HMRC reference HMRC-E2E-1')

    await buildClaim(page)
    await expect(claimsPanel(page).getByTestId('claim').getByTestId('claim-gift-count')).toHaveText('0')
    const [locked] = await db<{ count: number }[]>`
      select count(*)::int as count from gifts g join gift_aid_claims c on c.id = g.claim_id where c.status = 'sent' and c.hmrc_reference = 'HMRC-E2E-1'`
    expect(locked!.count).toBe(101)
    await expect(claimsPanel(page).getByRole('list', { name: 'Claims' })).toContainText('sent')
  })

  test('a statement in an unknown layout asks for its columns, and a 50 MB one is refused with a clear 4xx', async ({ page }) => {
    await signInAsAdmin(page)
    await importStatement(page, 'When,Who,Paid in\n01/05/2025,UNKNOWN LAYOUT GIFT,12.50\n')
    const panel = giftsPanel(page)
    await expect(panel.getByText(/The columns of this statement are not known yet/)).toBeVisible()
    await panel.getByLabel('Date column').selectOption({ label: 'When' })
    await panel.getByLabel('Description column').selectOption({ label: 'Who' })
    await panel.getByLabel('Amount column').selectOption({ label: 'Paid in' })
    await panel.getByRole('button', { name: 'Import with these columns' }).click()
    await expect(panel.getByRole('status').filter({ hasText: 'new gifts imported' })).toHaveText(
      '1 new gifts imported, 0 matched by giving reference, 0 imported before.',
    )

    const headers = { Origin: siteOrigin(), 'Content-Type': 'text/csv' }
    const unknown = await page.request.post('/api/admin/gifts/import', { headers, data: 'Colour,Shape\nred,round\n' })
    expect(unknown.status()).toBe(400)
    expect((await unknown.json()).error).toMatch(/map its date, amount and description columns/)

    const badRow = await page.request.post('/api/admin/gifts/import', { headers, data: `${BARCLAYS_HEADER}\n,01/05/2025,x,£10,y,z\n` })
    expect(badRow.status()).toBe(400)
    expect((await badRow.json()).details).toEqual(['Row 2: the amount "£10" is not pounds and pence like 10.00 or 1,250.50'])

    const huge = await page.request.post('/api/admin/gifts/import', { headers, data: Buffer.alloc(50 * 1024 * 1024, 'a') })
    expect(huge.status()).toBe(413)
    expect((await huge.json()).error).toBe('The statement is larger than 5 MB: export a shorter period from the bank')

    await panel
      .getByLabel('Bank statement (CSV, at most 5 MB)')
      .setInputFiles({ name: 'huge.csv', mimeType: 'text/csv', buffer: Buffer.alloc(6 * 1024 * 1024, 'a') })
    await panel.getByRole('button', { name: 'Import statement' }).click()
    await expect(panel.getByText('The statement is larger than 5 MB: export a shorter period from the bank')).toBeVisible()
  })

  test('on a phone, both panels fit and pass axe, with a claim and its problems shown', async ({ page, db }) => {
    // Only this test's gift and claim: the first test's 500 gifts would make the list, and its audit, the test's whole time.
    await wipeGiving(db)
    await page.setViewportSize({ width: 375, height: 812 })
    const giving = reference()
    const ids = await seedDeclarations(db, [
      { reference: giving, madeOn: '2025-04-01', details: [{ title: 'Dr.', firstName: 'Philippa', lastName: 'Montgomery-Fotheringham' }] },
    ])
    await db`insert into gifts (given_on, amount_pence, method, description, declaration_id) values ('2025-06-01', 125050, 'cheque', ${`A long description of a cheque ${giving}`}, ${ids.get(giving)!})`
    await signInAsAdmin(page)
    await buildClaim(page)
    await expect(claimsPanel(page).getByTestId('claim-problem').first()).toBeVisible()
    await giftsPanel(page).getByLabel('Show', { exact: true }).selectOption({ label: 'All gifts' })
    await expect(giftsPanel(page).getByTestId('gift').first()).toBeVisible()
    for (const panel of [giftsPanel(page), claimsPanel(page)]) {
      const fit = await panel.evaluate((section) => ({ right: section.getBoundingClientRect().right, overflow: section.scrollWidth - section.clientWidth }))
      expect(fit.right).toBeLessThanOrEqual(375)
      expect(fit.overflow).toBeLessThanOrEqual(0)
    }
    expect(await axeViolations(page, 'section[aria-labelledby="gifts"]', 'section[aria-labelledby="gift-aid-claims"]')).toEqual([])
  })
})
