import { render } from '@react-email/render'
import { acknowledgeBy } from '../app/lib/complaints/complaint.ts'
import type { ComplaintValues } from '../app/lib/forms/form-values.ts'
import { ComplaintAcknowledgementEmail } from './components/ComplaintAcknowledgementEmail.tsx'
import { headerText } from './header-text.ts'
import type { RenderedEmail } from './render.tsx'

/**
 * The acknowledgement sent at once to the person who made a complaint, replying to the church. It
 * does not quote the complaint: anyone can type any address into the form, and the church's mail
 * must not carry a stranger's text to it.
 */
export async function renderComplaintAcknowledgement(
  complaint: ComplaintValues,
  church: { name: string; email: string },
  receivedAt = new Date(),
): Promise<RenderedEmail> {
  const heading = 'We have received your complaint'
  const element = (
    <ComplaintAcknowledgementEmail
      churchName={church.name}
      churchEmail={church.email}
      heading={heading}
      name={complaint.name}
      receivedAt={receivedAt}
      acknowledgeBy={acknowledgeBy(receivedAt)}
    />
  )
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })])
  return { subject: headerText(`${heading} about personal data: ${church.name}`), html, text, replyTo: church.email }
}
