import { beforeEach, describe, expect, it } from 'vitest'
import { sql } from '../../db/client.ts'
import type { FormType } from '../../app/lib/forms/forms.ts'
import { queueEmail } from './outbox.ts'
import { NO_RECIPIENT_REASON } from './recipients.ts'
import { deliverOutbox } from './worker.ts'
import type { OutgoingEmail } from './resend-sender.ts'

const email = { subject: 'New contact message from Jane', html: '<p>Hello</p>', text: 'Hello', replyTo: 'jane@example.com' }

/** Stores a submission and queues its e-mail, as a visitor's post does; returns whether it found a recipient. */
async function queueFor(formType: FormType, fallback: string | undefined): Promise<boolean> {
  return sql().begin(async (tx) => {
    const [submission] = await tx<{ id: string }[]>`insert into form_submissions (form_type, fields) values (${formType}, '{}') returning id`
    return queueEmail(tx, { id: submission!.id, formType }, email, fallback)
  })
}

async function queued() {
  return sql()<{ status: string; recipient_email: string | null; recipient_name: string | null; last_error: string | null }[]>`
    select status, recipient_email, recipient_name, last_error from mail_outbox`
}

function configure(formType: FormType, address: string, name: string) {
  return sql()`insert into email_configurations (form_type, email_address, display_name) values (${formType}, ${address}, ${name})`
}

/** One pass of the worker with a stand-in for the mail provider; returns the addresses it sent to. */
async function deliver(fallback: string | undefined): Promise<string[]> {
  const sent: OutgoingEmail[] = []
  const send = async (outgoing: OutgoingEmail) => {
    sent.push(outgoing)
    return { ok: true as const, providerMessageId: `sent-${sent.length}` }
  }
  await deliverOutbox({ send, fallbackRecipient: fallback, pollMs: 0, log: () => {} })
  return sent.map((outgoing) => outgoing.to)
}

beforeEach(async () => {
  await sql()`delete from mail_outbox`
  await sql()`delete from form_submissions`
  await sql()`delete from email_configurations`
})

describe('the recipient of a form e-mail', () => {
  it("is the form's address in Email Configuration, with its name, even when a fallback is set", async () => {
    await configure('contact', 'office@example.org', 'Church Office')
    expect(await queueFor('contact', 'fallback@example.org')).toBe(true)
    expect(await queued()).toEqual([{ status: 'pending', recipient_email: 'office@example.org', recipient_name: 'Church Office', last_error: null }])
    expect(await deliver('fallback@example.org')).toEqual(['office@example.org'])
  })

  it('is NOTIFY_EMAIL_FALLBACK when the form has no address, whatever other forms have', async () => {
    await configure('hall_hire', 'bookings@example.org', 'Hall Bookings')
    expect(await queueFor('contact', 'fallback@example.org')).toBe(true)
    expect(await queued()).toEqual([{ status: 'pending', recipient_email: 'fallback@example.org', recipient_name: null, last_error: null }])
    expect(await deliver('fallback@example.org')).toEqual(['fallback@example.org'])
  })

  it('with neither is nobody: the e-mail is held as "no recipient", then sent once the form has an address', async () => {
    expect(await queueFor('stay_in_touch', undefined)).toBe(false)
    expect(await queued()).toEqual([{ status: 'no_recipient', recipient_email: null, recipient_name: null, last_error: NO_RECIPIENT_REASON }])
    expect(await deliver(undefined)).toEqual([])
    expect((await queued())[0]!.status).toBe('no_recipient')

    await configure('stay_in_touch', 'welcome@example.org', 'Welcome Team')
    expect(await deliver(undefined)).toEqual(['welcome@example.org'])
    expect(await queued()).toEqual([{ status: 'sent', recipient_email: 'welcome@example.org', recipient_name: 'Welcome Team', last_error: null }])
  })

  it('with neither is nobody until NOTIFY_EMAIL_FALLBACK is set, and then the fallback', async () => {
    expect(await queueFor('hall_hire', undefined)).toBe(false)
    expect(await deliver(undefined)).toEqual([])
    expect(await deliver('later@example.org')).toEqual(['later@example.org'])
    expect(await deliver('later@example.org')).toEqual([])
  })
})
