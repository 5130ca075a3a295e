import { randomBytes } from 'node:crypto'
import { signInAsAdmin } from './admin-helpers'
import { expect, siteOrigin, test } from './fixtures'

const unique = (label: string) => `${label} ${randomBytes(3).toString('hex')}`

test.describe('form e-mails on the admin dashboard', () => {
  test('GET /api/admin/outbox needs a signed-in admin', async ({ request }) => {
    const response = await request.get('/api/admin/outbox')
    expect(response.status()).toBe(401)
    expect(await response.json()).toEqual({ error: 'Not signed in' })
  })

  test('shows a message without recipient and a failed one with its reason, nothing dropped', async ({ page, db, request }) => {
    const [original] = await db`select form_type, email_address, display_name from email_configurations where form_type = 'contact'`
    await db`delete from email_configurations where form_type = 'contact'`
    const name = unique('Outbox Visitor')
    const failedSubject = unique('New hall hire enquiry from Failed')
    try {
      const posted = await request.post('/api/contact', {
        headers: { Origin: siteOrigin(), 'X-Forwarded-For': `10.9.${randomBytes(2).join('.')}` },
        data: { name, email: 'visitor@example.com', message: 'Is anyone there?', website: '' },
      })
      expect(posted.status()).toBe(201)
      const [submission] = await db`insert into form_submissions (form_type, fields) values ('hall_hire', '{}') returning id`
      await db`
        insert into mail_outbox (submission_id, form_type, recipient_email, reply_to, subject, html, text, status, attempts, last_error)
        values (${submission!.id}, 'hall_hire', 'bookings@example.org', 'x@example.com', ${failedSubject}, '<p>x</p>', 'x', 'failed', 8,
          'Gave up after 8 attempts. Last error: Resend 500: application_error')`

      await signInAsAdmin(page)
      const panel = page.getByRole('region', { name: 'Form E-mails', exact: true })
      const waiting = panel.getByTestId('outbox-entry').filter({ hasText: `New contact message from ${name}` })
      await expect(waiting).toContainText('General Contact Form')
      await expect(waiting).toContainText('no recipient')
      await expect(waiting).toContainText('No recipient')
      await expect(panel).toContainText('Some messages have no recipient')

      const failed = panel.getByTestId('outbox-entry').filter({ hasText: failedSubject })
      await expect(failed).toContainText('Hall Hire Inquiries')
      await expect(failed).toContainText('bookings@example.org')
      await expect(failed).toContainText('Failed')
      await expect(failed).toContainText('Gave up after 8 attempts. Last error: Resend 500')
    } finally {
      if (original) await db`insert into email_configurations ${db(original, 'form_type', 'email_address', 'display_name')}`
    }
  })
})
