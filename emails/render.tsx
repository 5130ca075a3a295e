import { render } from '@react-email/render'
import type { FormSubmission } from '../app/lib/forms/form-submission.ts'
import { type EmailWording, type FieldValues, FORMS } from '../app/lib/forms/forms.ts'
import { SubmissionEmail } from './components/SubmissionEmail.tsx'
import { headerText } from './header-text.ts'

export type RenderedEmail = { subject: string; html: string; text: string; replyTo: string }

const shown = (value: string | boolean | undefined) => (typeof value === 'boolean' ? (value ? 'Yes' : 'No') : (value ?? ''))

/**
 * The notification for one submission, in the words its form gives in FORMS, rendered once when
 * it is queued: HTML and plain text, replying to the visitor, signed with the church's name. The
 * subject names the visitor in text that cannot break or reorder the header.
 */
export async function renderFormEmail(submission: FormSubmission, churchName: string, receivedAt = new Date()): Promise<RenderedEmail> {
  const wording: EmailWording<FieldValues> = FORMS[submission.formType].email
  const values: FieldValues = submission.fields
  const sender = wording.senderFields.map((name) => values[name]).join(' ')
  const element = (
    <SubmissionEmail
      churchName={churchName}
      preview={wording.preview(sender)}
      heading={wording.heading}
      intro={wording.intro(sender)}
      fields={Object.entries(wording.labels).map(([name, label]) => ({ label, value: shown(values[name]) }))}
      source={wording.source}
      receivedAt={receivedAt}
    />
  )
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })])
  return { subject: `${wording.heading} from ${headerText(sender)}`, html, text, replyTo: values.email }
}
