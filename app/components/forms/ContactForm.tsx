import { LIMITS, type ContactValues } from '~/lib/forms/form-values'
import type { FormOutcome } from '~/lib/forms/form-outcome'
import { toast } from '~/components/ui/toast-store'
import { TextAreaField, TextField } from './fields'
import { NewsChoice } from './NewsChoice'
import { PublicForm } from './PublicForm'
import { type FormToasts, useFormSubmission } from './use-form-submission'

const toasts: FormToasts = {
  successTitle: 'Message sent successfully!',
  errorTitle: 'Failed to send message',
  errorFallback: 'Failed to send message',
  networkTitle: 'Failed to send message',
  networkDescription: 'Please try again or contact us directly.',
  notSentTitle: 'Your message has not been sent',
}

/** A blank field (after trimming) stops the send with this toast. */
function allFieldsFilled(values: ContactValues): boolean {
  if ([values.name, values.email, values.message].every((value) => value.trim() !== '')) return true
  toast({ title: 'Please fill in all fields', description: 'All fields are required to send your message.', variant: 'destructive' })
  return false
}

type ContactFormProps = { outcome?: FormOutcome | null; submissionId?: string; idPrefix?: string }

/** The contact form, on /contact and the home page. */
export function ContactForm({ outcome, submissionId, idPrefix = 'contact' }: ContactFormProps) {
  const form = useFormSubmission({
    formType: 'contact',
    toasts,
    fieldIds: {
      name: `${idPrefix}-name`,
      email: `${idPrefix}-email`,
      message: `${idPrefix}-message`,
      newsByEmail: `${idPrefix}-news`,
      newsWording: `${idPrefix}-news`,
    },
    outcome,
    submissionId,
    precheck: allFieldsFilled,
  })
  return (
    <PublicForm {...form.formProps} idPrefix={idPrefix} label="Send us a message" idleLabel="Send Message" busyLabel="Sending...">
      <TextField {...form.textField('name')} label="Name" required autoComplete="name" maxLength={LIMITS.name} />
      <TextField {...form.textField('email')} type="email" label="Email" required autoComplete="email" maxLength={LIMITS.email} />
      <TextAreaField {...form.textField('message')} label="Message" required maxLength={LIMITS.text} rows={6} />
      <NewsChoice {...form.checkboxField('newsByEmail')} wordingError={form.textField('newsWording').error} />
    </PublicForm>
  )
}
