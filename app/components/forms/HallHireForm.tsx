import { emptyHallHireValues, LIMITS, type HallHireValues } from '~/lib/form-values'
import type { FormOutcome } from '~/lib/forms'
import { TextAreaField, TextField } from './fields'
import { PublicForm } from './PublicForm'
import { useFormSubmission, type FormMessages } from './use-form-submission'

const messages: FormMessages = {
  successTitle: 'Enquiry Sent Successfully!',
  errorTitle: 'Error',
  errorFallback: 'Failed to send enquiry',
  networkTitle: 'Error',
  networkDescription: 'There was a problem sending your enquiry. Please try again.',
  notSentTitle: 'Your enquiry has not been sent',
}

/** The hall-hire enquiry form. */
export function HallHireForm({ outcome, idPrefix = 'hall' }: { outcome?: FormOutcome | null; idPrefix?: string }) {
  const form = useFormSubmission<HallHireValues>({ formType: 'hall_hire', empty: emptyHallHireValues, messages, outcome })
  const ids: Record<keyof HallHireValues, string> = {
    firstName: `${idPrefix}-first-name`,
    lastName: `${idPrefix}-last-name`,
    email: `${idPrefix}-email`,
    phone: `${idPrefix}-phone`,
    dates: `${idPrefix}-dates`,
    details: `${idPrefix}-details`,
  }
  return (
    <PublicForm
      formType="hall_hire"
      idPrefix={idPrefix}
      label="Hall hire enquiry"
      messages={messages}
      banner={form.banner}
      fieldIds={ids}
      busy={form.busy}
      idleLabel="Send Enquiry"
      busyLabel="Sending..."
      onSubmit={form.onSubmit}
      formRef={form.formRef}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          id={ids.firstName}
          name="firstName"
          label="First Name"
          value={form.values.firstName}
          onChange={(value) => form.setValue('firstName', value)}
          required
          autoComplete="given-name"
          maxLength={LIMITS.name}
          error={form.errors.firstName}
        />
        {/* Required, though its label has no asterisk. */}
        <TextField
          id={ids.lastName}
          name="lastName"
          label="Last Name"
          value={form.values.lastName}
          onChange={(value) => form.setValue('lastName', value)}
          required
          markRequired={false}
          autoComplete="family-name"
          maxLength={LIMITS.name}
          error={form.errors.lastName}
        />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
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
          id={ids.phone}
          name="phone"
          type="tel"
          label="Phone"
          value={form.values.phone}
          onChange={(value) => form.setValue('phone', value)}
          required
          autoComplete="tel"
          maxLength={LIMITS.phone}
          error={form.errors.phone}
        />
      </div>
      <TextField
        id={ids.dates}
        name="dates"
        label="Preferred date(s) and times"
        hint="For example: Saturday 14 March, 2pm to 6pm"
        value={form.values.dates}
        onChange={(value) => form.setValue('dates', value)}
        required
        maxLength={LIMITS.line}
        error={form.errors.dates}
      />
      <TextAreaField
        id={ids.details}
        name="details"
        label="Event details"
        hint="What the event is, roughly how many people, and anything you will need (tables, kitchen, parking)."
        value={form.values.details}
        onChange={(value) => form.setValue('details', value)}
        required
        maxLength={LIMITS.message}
        rows={5}
        error={form.errors.details}
      />
    </PublicForm>
  )
}
