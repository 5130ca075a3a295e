import { emptyContactValues, LIMITS, type ContactValues } from '~/lib/form-values'
import type { FormOutcome } from '~/lib/forms'
import { toast } from '~/components/ui/toast-store'
import { TextAreaField, TextField } from './fields'
import { PublicForm } from './PublicForm'
import { useFormSubmission, type FormMessages } from './use-form-submission'

const messages: FormMessages = {
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

type ContactFormProps = { outcome?: FormOutcome | null; idPrefix?: string }

/** The contact form, on /contact and the home page. */
export function ContactForm({ outcome, idPrefix = 'contact' }: ContactFormProps) {
  const form = useFormSubmission<ContactValues>({
    formType: 'contact',
    empty: emptyContactValues,
    messages,
    outcome,
    precheck: allFieldsFilled,
  })
  const ids = { name: `${idPrefix}-name`, email: `${idPrefix}-email`, message: `${idPrefix}-message` }
  return (
    <PublicForm
      formType="contact"
      idPrefix={idPrefix}
      label="Send us a message"
      messages={messages}
      banner={form.banner}
      fieldIds={ids}
      busy={form.busy}
      idleLabel="Send Message"
      busyLabel="Sending..."
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
      <TextAreaField
        id={ids.message}
        name="message"
        label="Message"
        value={form.values.message}
        onChange={(value) => form.setValue('message', value)}
        required
        maxLength={LIMITS.message}
        rows={6}
        error={form.errors.message}
      />
    </PublicForm>
  )
}
