import { randomBytes } from 'node:crypto'
import type { APIRequestContext } from '@playwright/test'
import { signInAsAdmin } from './admin-helpers'
import { axeViolations } from './axe'
import { expect, siteOrigin, test } from './fixtures'

const unique = (label: string) => `${label} ${randomBytes(3).toString('hex')}`

function postContact(request: APIRequestContext, name: string, website = '') {
  return request.post('/api/contact', {
    headers: { Origin: siteOrigin(), 'X-Forwarded-For': `10.8.${randomBytes(2).join('.')}` },
    data: { name, email: 'visitor@example.com', message: `A message from ${name}`, website },
  })
}

test.describe('the Messages inbox', () => {
  test('GET /api/admin/messages needs a signed-in admin', async ({ request }) => {
    const response = await request.get('/api/admin/messages')
    expect(response.status()).toBe(401)
  })

  test('shows messages with their delivery; retries a failed one, marks one handled, deletes one; set aside only under Set aside', async ({
    page,
    db,
    request,
  }) => {
    const kept = unique('Inbox Visitor')
    const refused = unique('Refused Visitor')
    const robot = unique('Robot')
    expect((await postContact(request, kept)).status()).toBe(201)
    expect((await postContact(request, refused)).status()).toBe(201)
    expect((await postContact(request, robot, 'http://spam.example')).status()).toBe(201)
    await db`
      update mail_outbox set status = 'failed', recipient_email = coalesce(recipient_email, 'office@example.org'),
        last_error = 'Refused by the mail provider: Resend 422: validation_error: test', lease_expires_at = null
      where submission_id = (select id from form_submissions where fields->>'name' = ${refused})`

    await signInAsAdmin(page)
    const panel = page.getByRole('region', { name: 'Messages', exact: true })
    const keptCard = panel.getByTestId('inbox-message').filter({ hasText: kept })
    const refusedCard = panel.getByTestId('inbox-message').filter({ hasText: refused })
    await expect(keptCard).toContainText(`A message from ${kept}`)
    await expect(keptCard.getByTestId('message-delivery')).toContainText(/Sent|Pending|No recipient/)
    await expect(refusedCard.getByTestId('message-delivery')).toContainText('Failed: Refused by the mail provider: Resend 422')
    await expect(panel.getByTestId('inbox-message').filter({ hasText: robot })).toHaveCount(0)
    expect(await axeViolations(page, 'section[aria-labelledby="messages"]')).toEqual([])

    await refusedCard.getByRole('button', { name: /^Retry/ }).click()
    await expect(refusedCard.getByTestId('message-delivery')).not.toContainText('Failed')
    await expect(async () => {
      const [row] = await db`select status from mail_outbox where submission_id = (select id from form_submissions where fields->>'name' = ${refused})`
      expect(row?.status).toBe('sent')
    }).toPass({ timeout: 15_000 })

    await keptCard.getByLabel('Mark handled').check()
    await expect(keptCard).toContainText('Handled')
    await expect(keptCard.getByLabel('Mark handled')).toBeChecked()
    const [handled] = await db`select handled from form_submissions where fields->>'name' = ${kept}`
    expect(handled?.handled).toBe(true)

    await refusedCard.getByRole('button', { name: /^Delete/ }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
    await expect(refusedCard).toHaveCount(0)
    expect(await db`select 1 from form_submissions where fields->>'name' = ${refused}`).toHaveLength(0)

    await panel.getByRole('button', { name: 'Set aside', exact: true }).click()
    const spamCard = panel.getByTestId('inbox-message').filter({ hasText: robot })
    await expect(spamCard).toContainText('http://spam.example')
    await expect(spamCard.getByLabel('Mark handled')).toHaveCount(0)
    await expect(panel.getByTestId('inbox-message').filter({ hasText: kept })).toHaveCount(0)
  })

  test('shows 50 at a time, and Load more shows the rest', async ({ page, db }) => {
    const marker = unique('Paged')
    const rows = Array.from({ length: 55 }, (_, index) => ({
      form_type: 'hall_hire',
      fields: db.json({ firstName: marker, lastName: `No ${index}`, website: 'http://spam.example' }),
      is_spam: true,
      held_reason: 'trap',
      created_at: new Date(Date.now() + 60_000 + index * 1000),
    }))
    await db`insert into form_submissions ${db(rows)}`
    try {
      await signInAsAdmin(page)
      const panel = page.getByRole('region', { name: 'Messages', exact: true })
      await panel.getByRole('button', { name: 'Set aside', exact: true }).click()
      await panel.getByLabel('Form type').selectOption('hall_hire')
      const paged = panel.getByTestId('inbox-message').filter({ hasText: marker })
      await expect(paged).toHaveCount(50)
      await expect(paged.first()).toContainText('No 54')
      await panel.getByRole('button', { name: 'Load more' }).click()
      await expect(paged).toHaveCount(55)
      await expect(paged.last()).toContainText('No 0')
    } finally {
      await db`delete from form_submissions where fields->>'firstName' = ${marker}`
    }
  })

  test('reports the hours of a flood in a table, and why each message was set aside', async ({ page, db }) => {
    const marker = unique('Flooded')
    await db`
      insert into form_submission_hours (hour, stored, held, dropped, challenged, refused)
      values (date_trunc('hour', now()) - interval '2 hours', 1234, 1200, 200, 5678, 3)
      on conflict (hour) do update set stored = 1234, held = 1200, dropped = 200, challenged = 5678, refused = 3`
    await db`insert into form_submissions (form_type, fields, is_spam, held_reason) values ('contact', ${db.json({ name: marker, email: 'a@example.org', message: 'Sent while busy' })}, true, 'busy')`
    try {
      await signInAsAdmin(page)
      const panel = page.getByRole('region', { name: 'Messages', exact: true })
      const floods = panel.getByRole('table', { name: 'Floods in the last 30 days' })
      const row = floods.getByRole('row').filter({ hasText: '5,678' })
      await expect(row.getByRole('rowheader')).toHaveText(/\d{1,2} \w{3} \d{4}, \d{2}:00/)
      await expect(row.getByRole('cell')).toHaveText(['1,234', '1,200', '200', '5,678', '3'])
      await expect(floods.getByRole('columnheader')).toHaveText([
        'Hour from',
        'Stored',
        'Set aside',
        'Set aside, then deleted for room',
        'Browsers asked to check',
        'Visitors told the form was busy',
      ])
      await expect(panel.getByTestId('flood-report')).toContainText(/Set aside: \d+ of at most 1,000/)

      await panel.getByRole('button', { name: 'Set aside', exact: true }).click()
      const card = panel.getByTestId('inbox-message').filter({ hasText: marker })
      await expect(card).toContainText('Why it was set aside: It was sent without JavaScript while the forms were busy with a flood')

      // Read, and real: moved to Messages, where its e-mail is queued; the focus goes to the panel's heading.
      await card.getByRole('button', { name: /^Move to Messages/ }).click()
      await expect(card).toHaveCount(0)
      await expect(panel.getByRole('heading', { name: 'Messages', exact: true })).toBeFocused()
      await panel.getByRole('button', { name: 'Messages', exact: true }).click()
      await expect(panel.getByTestId('inbox-message').filter({ hasText: marker })).toHaveCount(1)
      const [queued] = await db<{ emails: number }[]>`
        select count(*)::int as emails from mail_outbox where submission_id = (select id from form_submissions where fields->>'name' = ${marker})`
      expect(queued!.emails).toBe(1)
    } finally {
      await db`delete from form_submission_hours where hour = date_trunc('hour', now()) - interval '2 hours'`
      await db`delete from mail_outbox where submission_id in (select id from form_submissions where fields->>'name' = ${marker})`
      await db`delete from form_submissions where fields->>'name' = ${marker}`
    }
  })
})
