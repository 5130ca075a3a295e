import type { Queryable } from '../../db/queryable.ts'
import { renderAccountNotice } from '../../emails/account-notice.tsx'
import { publishedContent } from '../content/published.ts'
import { env } from '../env.ts'

/**
 * Queues, in the transaction of the change, the e-mail telling the account holder what changed
 * (a passkey added or removed, the authenticator app turned on or off, new recovery codes).
 */
export async function queueAccountNotice(tx: Queryable, adminEmail: string, change: string): Promise<void> {
  const { church } = await publishedContent()
  const email = await renderAccountNotice({ to: adminEmail, change, churchName: church.name, siteUrl: env().SITE_URL })
  await tx`
    insert into mail_outbox (recipient_email, reply_to, subject, html, text, status)
    values (${adminEmail}, ${email.replyTo}, ${email.subject}, ${email.html}, ${email.text}, 'pending')`
}
