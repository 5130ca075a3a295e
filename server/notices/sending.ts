import { sql } from '../../db/client.ts'
import { recordAudit } from '../audit/audit-log.ts'
import { Conflict } from '../errors.ts'
import { queueAccountEmail } from '../mail/outbox.ts'
import { testNotice } from './notice-email.ts'
import { confirmedSubscriberCount, noticeById } from './notices.ts'

/** Sends a notice to the signed-in administrator only, marked as a test, with no unsubscribe headers. */
export async function sendTest(id: string, adminEmail: string): Promise<void> {
  const notice = await noticeById(id)
  const email = await testNotice(notice)
  await sql().begin(async (tx) => {
    await queueAccountEmail(tx, { to: adminEmail, subject: `Test: ${email.subject}`, html: email.html, text: email.text })
    await recordAudit({ actorEmail: adminEmail, action: 'notice.test', detail: `Sent a test of the notice "${notice.subject}" to themselves` }, tx)
  })
}

/**
 * Starts sending a draft to every confirmed subscriber: the background job queues their e-mails in
 * batches (queue.ts). `expected` is the number the administrator confirmed; if the list has changed
 * since, they are asked again rather than writing to people they did not count.
 */
export async function startSending(id: string, expected: number, adminEmail: string): Promise<void> {
  const notice = await noticeById(id)
  await sql().begin(async (tx) => {
    const [locked] = await tx<{ status: string }[]>`select status from notices where id = ${notice.id} for update`
    if (locked?.status !== 'draft') throw new Conflict('This notice has already been sent.')
    const recipients = await confirmedSubscriberCount(tx)
    if (recipients === 0) throw new Conflict('No one has confirmed they want the news yet, so there is no one to send it to.')
    if (recipients !== expected) throw new Conflict(`The list has changed: it now has ${recipients} people. Check the number and send again.`)
    await tx`update notices set status = 'sending', recipients = ${recipients}, started_at = now(), updated_at = now() where id = ${notice.id}`
    await recordAudit({ actorEmail: adminEmail, action: 'notice.send', detail: `Began sending the notice "${notice.subject}" to ${recipients} people` }, tx)
  })
}
