import type { RecordedEmailRequest } from '../fakes/resend.ts'
import { currentSite, expect } from './fixtures'

/** The e-mails the fake mail provider has delivered so far. */
async function deliveredEmails(): Promise<RecordedEmailRequest[]> {
  const url = currentSite().resendUrl
  const requests = (await (await fetch(`${url}/_control/requests`)).json()) as RecordedEmailRequest[]
  return requests.filter((request) => request.delivered)
}

const recipients = (email: RecordedEmailRequest) => [email.body.to ?? []].flat()

/** Every e-mail delivered to `to` so far, oldest first. */
export async function deliveredEmailsTo(to: string): Promise<RecordedEmailRequest[]> {
  return (await deliveredEmails()).filter((email) => recipients(email).includes(to))
}

/** Waits for the outbox to deliver an e-mail to `to` whose subject matches, and returns the newest such. */
export async function emailTo(to: string, subject: RegExp): Promise<RecordedEmailRequest> {
  let found: RecordedEmailRequest | undefined
  await expect
    .poll(
      async () => {
        found = (await deliveredEmailsTo(to)).filter((email) => subject.test(email.body.subject ?? '')).at(-1)
        return found !== undefined
      },
      { timeout: 15_000, message: `an e-mail to ${to} matching ${subject}` },
    )
    .toBe(true)
  return found!
}

/** The single-use link in the latest e-mail to `to` whose subject matches, as a path on the site. */
export async function linkSentTo(to: string, subject: RegExp): Promise<string> {
  const email = await emailTo(to, subject)
  const link = email.body.text?.match(/https?:\/\/\S+?\?token=[\w.-]+/)?.[0]
  if (!link) throw new Error(`No link in the e-mail "${email.body.subject}"`)
  const url = new URL(link)
  return `${url.pathname}${url.search}`
}
