import { randomBytes } from 'node:crypto'
import type { Locator, Page } from '@playwright/test'
import { signInAsAdmin } from './admin-helpers'
import { expect, siteOrigin, test } from './fixtures'
import { focusHydrated } from './hydration'
import { emailTo, linkSentTo } from './mail-helpers'

const ALL_GIFTS = /any donations I make in the future or have made in the past 4 years/
const TAXPAYER = 'I am a UK taxpayer and understand that if I pay less Income Tax and/or Capital Gains Tax than the amount of Gift Aid claimed'

const uniqueEmail = () => `giver-${randomBytes(4).toString('hex')}@example.com`
const sameOrigin = () => ({ Origin: siteOrigin() })

/** Each test posts from an address of its own, so the per-address rate limit never carries over. */
async function useOwnAddress(page: Page) {
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': `10.38.${randomBytes(2).join('.')}` })
}

const declarationForm = (page: Page) => page.getByRole('form', { name: 'Gift Aid declaration' })

async function fillDeclaration(form: Locator, fields: { email: string; postcode: string; lastName?: string }) {
  await form.getByLabel('Title').fill('Mrs.')
  await form.getByLabel('First name').fill('Jane')
  await form.getByLabel('Last name').fill(fields.lastName ?? 'Smith-Jones')
  await form.getByLabel('House name or number').fill('12')
  await form.getByLabel('Postcode').fill(fields.postcode)
  await form.getByLabel('E-mail').fill(fields.email)
  await form.getByLabel(ALL_GIFTS).check()
}

test.describe('a declaration without JavaScript', () => {
  test.use({ javaScriptEnabled: false })
  test.beforeEach(async ({ page }) => useOwnAddress(page))

  test('from Ways to Give: declared, the written record e-mailed, the address changed and the declaration cancelled from its link, never twice', async ({
    page,
    db,
  }) => {
    await page.goto('/ways-to-give')
    await expect(page.locator('#gift-aid')).toContainText('UK taxpayer')
    await page.getByRole('link', { name: 'make your Gift Aid declaration online' }).click()
    await expect(page).toHaveURL(/\/gift-aid$/)
    const form = declarationForm(page)
    await expect(form).toContainText(TAXPAYER)
    await expect(form).toContainText('Please notify the charity if you:')
    const email = uniqueEmail()
    await fillDeclaration(form, { email, postcode: 'ne270qq' })
    await form.getByRole('button', { name: 'Make my declaration' }).click()

    await expect(page).toHaveURL(/\/gift-aid\/declaration\?token=[\w-]{43}&done=declared$/)
    await expect(page.getByTestId('declaration-done')).toContainText('on its way to you by e-mail')
    const reference = (await page.getByTestId('giving-reference').textContent())!.trim()
    expect(reference).toMatch(/^GA[2-9A-HJ-NP-Z]{4}$/)
    const [stored] = await db`
      select dd.title, dd.last_name, dd.postcode from gift_aid_declaration_details dd join gift_aid_declarations d on d.id = dd.declaration_id
      where d.giving_reference = ${reference}`
    expect(stored).toEqual({ title: 'Mrs', last_name: 'Smith-Jones', postcode: 'NE27 0QQ' })

    const record = await emailTo(email, /Your Gift Aid declaration/)
    expect(record.body.subject).toContain(reference)
    expect(record.body.text).toContain(TAXPAYER)
    expect(record.body.text).toMatch(ALL_GIFTS)
    expect(record.body.text).toContain('NE27 0QQ')

    const link = await linkSentTo(email, /Your Gift Aid declaration/)
    await page.goto(link)
    await expect(page.getByTestId('declaration-status')).toHaveText('In force')
    const change = page.getByRole('form', { name: 'Change your name or address' })
    await change.getByLabel('Postcode').fill('w1a1aa')
    await change.getByRole('button', { name: 'Save my new details' }).click()
    await expect(page.getByTestId('declaration-done')).toContainText('recorded from today')
    const rows = await db`
      select dd.postcode from gift_aid_declaration_details dd join gift_aid_declarations d on d.id = dd.declaration_id
      where d.giving_reference = ${reference} order by dd.id`
    expect(rows.map((row) => row.postcode)).toEqual(['NE27 0QQ', 'W1A 1AA'])
    await page.getByRole('button', { name: 'Cancel my declaration' }).click()
    await expect(page.getByTestId('declaration-done')).toContainText('cancelled from today')
    await expect(page.getByTestId('declaration-status')).toContainText('Cancelled from')
    const [cancelled] = await db`select cancelled_on::text, cancelled_by from gift_aid_declarations where giving_reference = ${reference}`
    expect(cancelled!.cancelled_by).toBe('the giver')

    const token = new URL(link, siteOrigin()).searchParams.get('token')!
    const again = await page.request.post(link, { headers: sameOrigin(), form: { token, action: 'cancel' } })
    expect(again.status()).toBe(409)
    expect(await again.text()).toContain('already cancelled')
  })

  test('a bad postcode comes back with its message at the field and the values kept', async ({ page }) => {
    await page.goto('/gift-aid')
    const form = declarationForm(page)
    await fillDeclaration(form, { email: uniqueEmail(), postcode: 'NOT A CODE', lastName: 'Brown' })
    const [response] = await Promise.all([
      page.waitForResponse((answer) => answer.request().method() === 'POST'),
      form.getByRole('button', { name: 'Make my declaration' }).click(),
    ])
    expect(response.status()).toBe(400)
    const postcode = declarationForm(page).getByLabel('Postcode')
    await expect(postcode).toHaveAttribute('aria-invalid', 'true')
    await expect(postcode).toHaveAccessibleDescription(/not a UK postcode/)
    await expect(declarationForm(page).getByLabel('Last name')).toHaveValue('Brown')
  })
})

test.describe('a declaration with JavaScript', () => {
  test.beforeEach(async ({ page }) => useOwnAddress(page))

  test('a bad postcode is caught before sending, shown at the field, which takes the focus', async ({ page }) => {
    await page.goto('/gift-aid')
    const form = declarationForm(page)
    await focusHydrated(form.getByLabel('Title'))
    await fillDeclaration(form, { email: uniqueEmail(), postcode: 'ZZ' })
    let posted = false
    page.on('request', (request) => {
      if (request.method() === 'POST') posted = true
    })
    await form.getByRole('button', { name: 'Make my declaration' }).click()
    const postcode = form.getByLabel('Postcode')
    await expect(postcode).toBeFocused()
    await expect(postcode).toHaveAccessibleDescription(/not a UK postcode/)
    expect(posted).toBe(false)

    await postcode.fill('W1A 1AA')
    await form.getByRole('button', { name: 'Make my declaration' }).click()
    await expect(page).toHaveURL(/\/gift-aid\/declaration\?token=[\w-]{43}&done=declared$/)
    await expect(page.getByTestId('declaration-done')).toContainText('on its way to you by e-mail')
  })

  test('what is typed before the form hydrates is sent whole', async ({ page }) => {
    await page.goto('/gift-aid')
    const form = declarationForm(page)
    await fillDeclaration(form, { email: uniqueEmail(), postcode: 'EC1A 1BB' })
    await form.getByRole('button', { name: 'Make my declaration' }).click()
    await expect(page).toHaveURL(/\/gift-aid\/declaration\?token=[\w-]{43}&done=declared$/)
    await expect(page.getByText('Mrs Jane Smith-Jones')).toBeVisible()
  })

  test('at phone width the declaration form and the register panel need no sideways scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 700 })
    const fitsItsWidth = (locator: Locator) =>
      locator.evaluate((element) => element.scrollWidth <= element.clientWidth && element.getBoundingClientRect().right <= window.innerWidth)
    await page.goto('/gift-aid')
    expect(await fitsItsWidth(declarationForm(page))).toBe(true)
    await signInAsAdmin(page)
    const panel = page.getByRole('region', { name: 'Gift Aid declarations' })
    await panel.getByRole('button', { name: 'Record a paper declaration' }).click()
    await expect(panel.getByRole('form', { name: 'Record a paper declaration' })).toBeVisible()
    expect(await fitsItsWidth(panel)).toBe(true)
  })

  test('the API writes NE270QQ as NE27 0QQ and answers 400 naming a bad field', async ({ request, db }) => {
    const body = { firstName: 'Sam', lastName: 'Patel', house: 'Flat 2', postcode: 'NE270QQ', email: uniqueEmail(), scope: 'one_gift', wordingVersion: 1 }
    const headers = { ...sameOrigin(), 'X-Forwarded-For': `10.39.${randomBytes(2).join('.')}` }
    const accepted = await request.post('/api/gift-aid/declarations', { headers, data: body })
    expect(accepted.status()).toBe(201)
    const { givingReference } = (await accepted.json()) as { givingReference: string }
    const [stored] = await db`
      select dd.postcode from gift_aid_declaration_details dd join gift_aid_declarations d on d.id = dd.declaration_id where d.giving_reference = ${givingReference}`
    expect(stored!.postcode).toBe('NE27 0QQ')
    const refused = await request.post('/api/gift-aid/declarations', { headers, data: { ...body, postcode: '12345', title: 'Professor' } })
    expect(refused.status()).toBe(400)
    const { details } = (await refused.json()) as { details: Record<string, string> }
    expect(details.postcode).toMatch(/postcode/i)
    expect(details.title).toMatch(/Title/)
  })

  test('the treasurer records a paper declaration, finds it, changes its address from a date and cancels it', async ({ page, db }) => {
    await signInAsAdmin(page)
    const panel = page.getByRole('region', { name: 'Gift Aid declarations' })
    await panel.getByRole('button', { name: 'Record a paper declaration' }).click()
    const paper = panel.getByRole('form', { name: 'Record a paper declaration' })
    const lastName = `Okafor${randomBytes(2).toString('hex')}`
    await paper.getByLabel('First name').fill('Grace')
    await paper.getByLabel('Last name').fill(lastName)
    await paper.getByLabel('House name or number').fill('The Old Rectory')
    await paper.getByLabel('Postcode').fill('br5 2rw')
    await paper.getByLabel('Date given').fill('2025-06-01')
    await paper.getByRole('button', { name: 'Record declaration' }).click()
    const record = panel.getByTestId('declaration-record')
    await expect(record).toContainText(lastName)
    await expect(record).toContainText('BR5 2RW')
    await expect(record.getByRole('heading', { level: 3 })).toBeFocused()

    await panel.getByLabel('Name, postcode, e-mail or giving reference').fill(lastName.toLowerCase())
    await panel.getByRole('button', { name: 'Search', exact: true }).click()
    await expect(panel.getByTestId('declaration-found')).toHaveCount(1)
    await panel.getByTestId('declaration-found').getByRole('button', { name: /Open/ }).click()

    const change = record.getByRole('form', { name: 'Change name or address' })
    await change.getByLabel('House name or number').fill('4')
    await change.getByLabel('Postcode').fill('EC1A1BB')
    await change.getByLabel('Date from').fill('2025-09-01')
    await change.getByRole('button', { name: 'Save new details' }).click()
    await expect(record.getByTestId('details-rows').getByRole('listitem')).toHaveCount(2)
    await expect(record.getByTestId('details-rows')).toContainText('From 1 September 2025: Grace')
    await expect(record.getByTestId('details-rows')).toContainText('EC1A 1BB')

    const cancel = record.getByRole('form', { name: 'Cancel the declaration' })
    await cancel.getByLabel('Cancellation date').fill('2025-05-01')
    await cancel.getByRole('button', { name: 'Cancel declaration' }).click()
    await expect(cancel.getByLabel('Cancellation date')).toBeFocused()
    await expect(cancel).toContainText('before the declaration was made')
    await cancel.getByLabel('Cancellation date').fill('2025-10-01')
    await cancel.getByRole('button', { name: 'Cancel declaration' }).click()
    await expect(record).toContainText('Cancelled from 1 October 2025')
    await expect(record.getByRole('heading', { level: 3 })).toBeFocused()

    const actions = await db`select action, detail from audit_log where action like 'gift_aid.%' and detail not like '%online%' order by id`
    expect(actions.map((row) => row.action)).toEqual(
      expect.arrayContaining(['gift_aid.recorded', 'gift_aid.searched', 'gift_aid.viewed', 'gift_aid.details_changed', 'gift_aid.cancelled']),
    )
    for (const { detail } of actions) expect(detail).not.toMatch(/Rectory|BR5|EC1A/i)
  })
})
