import { LIMITS } from '~/lib/forms/form-values'
import type { FormOutcome } from '~/lib/forms/form-outcome'
import { TextAreaField, TextField } from '~/components/forms/fields'
import { PublicForm } from '~/components/forms/PublicForm'
import { type FormToasts, useFormSubmission } from '~/components/forms/use-form-submission'

const toasts: FormToasts = {
  successTitle: 'Complaint received',
  errorTitle: 'Your complaint has not been sent',
  errorFallback: 'Failed to send your complaint',
  networkTitle: 'Your complaint has not been sent',
  networkDescription: 'There was a problem sending your complaint. Please try again.',
  notSentTitle: 'Your complaint has not been sent',
}

/** The form for a complaint about the church's use of personal data. */
export function ComplaintForm({ outcome, submissionId, idPrefix = 'complaint' }: { outcome?: FormOutcome | null; submissionId?: string; idPrefix?: string }) {
  const form = useFormSubmission({
    formType: 'complaint',
    toasts,
    fieldIds: { name: `${idPrefix}-name`, email: `${idPrefix}-email`, about: `${idPrefix}-about` },
    outcome,
    submissionId,
  })
  return (
    <PublicForm {...form.formProps} idPrefix={idPrefix} label="Make a complaint" idleLabel="Send complaint" busyLabel="Sending...">
      <TextField {...form.textField('name')} label="Your name" required autoComplete="name" maxLength={LIMITS.name} />
      <TextField
        {...form.textField('email')}
        type="email"
        label="Your e-mail"
        hint="We send the acknowledgement and our answer here."
        required
        autoComplete="email"
        maxLength={LIMITS.email}
      />
      <TextAreaField
        {...form.textField('about')}
        label="What is your complaint about?"
        hint="Tell us what happened, when, and what you would like us to do."
        required
        maxLength={LIMITS.text}
        rows={6}
      />
    </PublicForm>
  )
}
