import { LIMITS } from '~/lib/forms/form-values'
import type { FormOutcome } from '~/lib/forms/form-outcome'
import { TextAreaField, TextField } from './fields'
import { PublicForm } from './PublicForm'
import { type FormToasts, useFormSubmission } from './use-form-submission'

const toasts: FormToasts = {
  successTitle: 'Enquiry Sent Successfully!',
  errorTitle: 'Error',
  errorFallback: 'Failed to send enquiry',
  networkTitle: 'Error',
  networkDescription: 'There was a problem sending your enquiry. Please try again.',
  notSentTitle: 'Your enquiry has not been sent',
}

type HallHireFormProps = {
  outcome?: FormOutcome | null
  submissionId?: string
  idPrefix?: string
  /** What the dates field starts with: a free time chosen from the hall's availability. */
  defaultDates?: string
}

/** The hall-hire enquiry form. */
export function HallHireForm({ outcome, submissionId, idPrefix = 'hall', defaultDates = '' }: HallHireFormProps) {
  const form = useFormSubmission({
    formType: 'hall_hire',
    toasts,
    fieldIds: {
      firstName: `${idPrefix}-first-name`,
      lastName: `${idPrefix}-last-name`,
      email: `${idPrefix}-email`,
      phone: `${idPrefix}-phone`,
      dates: `${idPrefix}-dates`,
      details: `${idPrefix}-details`,
    },
    outcome,
    submissionId,
    initialValues: defaultDates ? { dates: defaultDates } : undefined,
  })
  return (
    <PublicForm {...form.formProps} idPrefix={idPrefix} label="Hall hire enquiry" idleLabel="Send Enquiry" busyLabel="Sending...">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField {...form.textField('firstName')} label="First Name" required autoComplete="given-name" maxLength={LIMITS.name} />
        {/* Required, though its label has no asterisk: the spec keeps the label as it is. */}
        <TextField {...form.textField('lastName')} label="Last Name" required markRequired={false} autoComplete="family-name" maxLength={LIMITS.name} />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField {...form.textField('email')} type="email" label="Email" required autoComplete="email" maxLength={LIMITS.email} />
        <TextField {...form.textField('phone')} type="tel" label="Phone" required autoComplete="tel" maxLength={LIMITS.phone} />
      </div>
      <TextField
        {...form.textField('dates')}
        label="Preferred date(s) and times"
        hint="For example: Saturday 14 March, 2pm to 6pm"
        required
        maxLength={LIMITS.line}
      />
      <TextAreaField
        {...form.textField('details')}
        label="Event details"
        hint="What the event is, roughly how many people, and anything you will need (tables, kitchen, parking)."
        required
        maxLength={LIMITS.text}
        rows={5}
      />
    </PublicForm>
  )
}
