import { emptyStayInTouchValues, LIMITS, stayInTouchChoiceLabels, stayInTouchChoices, type StayInTouchValues } from '~/lib/form-values'
import type { FormOutcome } from '~/lib/forms'
import { CheckboxField, TextAreaField, TextField } from './fields'
import { PublicForm } from './PublicForm'
import { useFormSubmission, type FormMessages } from './use-form-submission'

const messages: FormMessages = {
  successTitle: 'Message Sent Successfully!',
  errorTitle: 'Error',
  errorFallback: 'Failed to send message',
  networkTitle: 'Error',
  networkDescription: 'There was a problem sending your message. Please try again.',
  notSentTitle: 'Your details have not been sent',
}

/** The stay-in-touch form. */
export function StayInTouchForm({ outcome, idPrefix = 'stay' }: { outcome?: FormOutcome | null; idPrefix?: string }) {
  const form = useFormSubmission<StayInTouchValues>({ formType: 'stay_in_touch', empty: emptyStayInTouchValues, messages, outcome })
  const ids: Record<keyof StayInTouchValues, string> = {
    name: `${idPrefix}-name`,
    email: `${idPrefix}-email`,
    mobile: `${idPrefix}-mobile`,
    whatsappGroup: `${idPrefix}-whatsapp`,
    visitAndPray: `${idPrefix}-visit`,
    learnMore: `${idPrefix}-learn`,
    additionalMessage: `${idPrefix}-message`,
  }
  return (
    <PublicForm
      formType="stay_in_touch"
      idPrefix={idPrefix}
      label="Stay in touch"
      messages={messages}
      banner={form.banner}
      fieldIds={ids}
      busy={form.busy}
      idleLabel="Submit"
      busyLabel="Submitting..."
      onSubmit={form.onSubmit}
      formRef={form.formRef}
    >
      <TextField
        id={ids.name}
        name="name"
        label="Name"
        value={form.values.name}
        onChange={(value) => form.setValue('name', value)}
        required
        autoComplete="name"
        maxLength={LIMITS.name}
        error={form.errors.name}
      />
      <TextField
        id={ids.email}
        name="email"
        type="email"
        label="Email"
        value={form.values.email}
        onChange={(value) => form.setValue('email', value)}
        required
        autoComplete="email"
        maxLength={LIMITS.email}
        error={form.errors.email}
      />
      <TextField
        id={ids.mobile}
        name="mobile"
        type="tel"
        label="Mobile"
        hint="Optional, but we need it to add you to the WhatsApp group."
        value={form.values.mobile}
        onChange={(value) => form.setValue('mobile', value)}
        autoComplete="tel"
        maxLength={LIMITS.phone}
        error={form.errors.mobile}
      />
      <fieldset className="space-y-3">
        <legend className="font-semibold text-ink-900">How can we help? (optional)</legend>
        {stayInTouchChoices.map((choice) => (
          <CheckboxField
            key={choice}
            id={ids[choice]}
            name={choice}
            label={stayInTouchChoiceLabels[choice]}
            checked={form.values[choice]}
            onChange={(checked) => form.setValue(choice, checked)}
            error={form.errors[choice]}
          />
        ))}
      </fieldset>
      <TextAreaField
        id={ids.additionalMessage}
        name="additionalMessage"
        label="Anything else you would like to tell us?"
        value={form.values.additionalMessage}
        onChange={(value) => form.setValue('additionalMessage', value)}
        maxLength={LIMITS.message}
        rows={4}
        error={form.errors.additionalMessage}
      />
    </PublicForm>
  )
}
