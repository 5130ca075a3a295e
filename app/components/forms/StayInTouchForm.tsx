import { LIMITS, stayInTouchChoiceLabels, stayInTouchChoices } from '~/lib/forms/form-values'
import type { FormOutcome } from '~/lib/forms/form-outcome'
import { CheckboxField, TextAreaField, TextField } from './fields'
import { NewsChoice } from './NewsChoice'
import { PublicForm } from './PublicForm'
import { type FormToasts, useFormSubmission } from './use-form-submission'

const toasts: FormToasts = {
  successTitle: 'Message Sent Successfully!',
  errorTitle: 'Error',
  errorFallback: 'Failed to send message',
  networkTitle: 'Error',
  networkDescription: 'There was a problem sending your message. Please try again.',
  notSentTitle: 'Your details have not been sent',
}

/** The stay-in-touch form. */
export function StayInTouchForm({ outcome, submissionId, idPrefix = 'stay' }: { outcome?: FormOutcome | null; submissionId?: string; idPrefix?: string }) {
  const form = useFormSubmission({
    formType: 'stay_in_touch',
    toasts,
    fieldIds: {
      name: `${idPrefix}-name`,
      email: `${idPrefix}-email`,
      mobile: `${idPrefix}-mobile`,
      whatsappGroup: `${idPrefix}-whatsapp`,
      visitAndPray: `${idPrefix}-visit`,
      learnMore: `${idPrefix}-learn`,
      additionalMessage: `${idPrefix}-message`,
      newsByEmail: `${idPrefix}-news`,
      newsWording: `${idPrefix}-news`,
    },
    outcome,
    submissionId,
  })
  return (
    <PublicForm {...form.formProps} idPrefix={idPrefix} label="Stay in touch" idleLabel="Submit" busyLabel="Submitting...">
      <TextField {...form.textField('name')} label="Name" required autoComplete="name" maxLength={LIMITS.name} />
      <TextField {...form.textField('email')} type="email" label="Email" required autoComplete="email" maxLength={LIMITS.email} />
      <TextField
        {...form.textField('mobile')}
        type="tel"
        label="Mobile"
        hint="Optional, but we need it to add you to the WhatsApp group."
        autoComplete="tel"
        maxLength={LIMITS.phone}
      />
      <fieldset className="space-y-3">
        <legend className="font-semibold text-ink-900">How can we help? (optional)</legend>
        {stayInTouchChoices.map((choice) => (
          <CheckboxField key={choice} {...form.checkboxField(choice)} label={stayInTouchChoiceLabels[choice]} />
        ))}
      </fieldset>
      <TextAreaField {...form.textField('additionalMessage')} label="Anything else you would like to tell us?" maxLength={LIMITS.text} rows={4} />
      <NewsChoice {...form.checkboxField('newsByEmail')} wordingError={form.textField('newsWording').error} />
    </PublicForm>
  )
}
