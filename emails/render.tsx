import { render } from '@react-email/render'
import type { FormSubmission } from '../app/lib/forms/form-submission.ts'
import { type EmailWording, type FieldValues, FORMS } from '../app/lib/forms/forms.ts'
import { SubmissionEmail } from './components/SubmissionEmail.tsx'
import { headerText } from './header-text.ts'

export type RenderedEmail = { subject: string; html: string; text: string; replyTo: string }

const shown = (value: string | boolean | undefined) => (typeof value === 'boolean' ? (value ? 'Yes' : 'No') : (value ?? ''))

/**
 * The notification for one submission, in the words its form gives in FORMS, rendered once when
 * it is queued: HTML and plain text, replying to the visitor, signed with the church's name.
 */
export async function renderFormEmail(submission: FormSubmission, churchName: string, receivedAt = new Date()): Promise<RenderedEmail> {
  const wording: EmailWording<FieldValues> = FORMS[submission.formType].email
  const values: FieldValues = submission.fields
  const sender = wording.senderFields.map((name) => values[name]).join(' ')
  // The subject and the preview are what a mail program lists: one line each, read as written.
  const listedSender = headerText(sender)
  const element = (
    <SubmissionEmail
      churchName={churchName}
      preview={wording.preview(listedSender)}
      heading={wording.heading}
      intro={wording.intro(sender)}
      fields={Object.entries(wording.labels).map(([name, label]) => ({ label, value: shown(values[name]) }))}
      source={wording.source}
      receivedAt={receivedAt}
    />
  )
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })])
  return { subject: `${wording.heading} from ${listedSender}`, html, text, replyTo: values.email }
}
