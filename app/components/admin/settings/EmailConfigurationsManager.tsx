import { useMutation, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import * as v from 'valibot'
import { apiRequest, errorMessage } from '~/lib/site/api-request'
import { formatShortDate } from '~/lib/site/dates'
import { FORM_TYPES, FORMS, type FormType } from '~/lib/forms/forms'
import { emailConfigurationSchema, type EmailConfiguration, type EmailConfigurationInput } from '~/lib/mail/email-configuration-schema'
import { fieldErrors, type FieldErrors } from '~/lib/forms/validation'
import { toast } from '~/components/ui/toast-store'
import { AdminSection, PanelStatus } from '../shell/AdminSection'
import { ConfirmDelete } from '~/components/ui/ConfirmDelete'
import { describedBy, Field } from '~/components/ui/Field'
import { FormDialog } from '~/components/ui/FormDialog'
import { OUTBOX_KEY } from '../outbox/OutboxPanel'
import { primaryButton, secondaryButton, textInput } from '~/components/ui/styles'
import { useAfterChange } from '../shell/use-after-change'

const EMAIL_CONFIGURATIONS_KEY = ['/api/email-configurations'] as const

type DialogState = { mode: 'closed' } | { mode: 'add' } | { mode: 'edit'; configuration: EmailConfiguration }
type Draft = { form_type: FormType | ''; email_address: string; display_name: string }

export function EmailConfigurationsManager() {
  const configurations = useQuery<EmailConfiguration[]>({ queryKey: EMAIL_CONFIGURATIONS_KEY })
  const [dialog, setDialog] = useState<DialogState>({ mode: 'closed' })
  const configured = new Set(configurations.data?.map((configuration) => configuration.form_type))

  return (
    <AdminSection
      id="email-configuration-management"
      title="Email Configuration Management"
      description="Who receives the messages sent through each form on the website."
      action={
        <button type="button" className={primaryButton} onClick={() => setDialog({ mode: 'add' })}>
          Add Configuration
        </button>
      }
    >
      {dialog.mode !== 'closed' ? (
        <EmailConfigurationDialog
          key={dialog.mode === 'edit' ? dialog.configuration.id : 'add'}
          editing={dialog.mode === 'edit' ? dialog.configuration : undefined}
          firstUnconfigured={FORM_TYPES.find((type) => !configured.has(type))}
          onClose={() => setDialog({ mode: 'closed' })}
        />
      ) : null}
      {configurations.isPending ? (
        <PanelStatus>Loading email configurations...</PanelStatus>
      ) : configurations.isError ? (
        <PanelStatus tone="error">Unable to load email configurations.</PanelStatus>
      ) : configurations.data.length === 0 ? (
        <PanelStatus>No email configurations found.</PanelStatus>
      ) : (
        <ul className="space-y-4">
          {configurations.data.map((configuration) => (
            <li key={configuration.id}>
              <EmailConfigurationCard configuration={configuration} onEdit={() => setDialog({ mode: 'edit', configuration })} />
            </li>
          ))}
        </ul>
      )}
    </AdminSection>
  )
}

function EmailConfigurationCard({ configuration, onEdit }: { configuration: EmailConfiguration; onEdit: () => void }) {
  const afterChange = useAfterChange()
  const label = FORMS[configuration.form_type].label
  const remove = useMutation({
    mutationFn: () => apiRequest('DELETE', `/api/email-configurations/${configuration.id}`),
    onSuccess: async () => {
      toast({ title: 'Email Configuration Deleted', description: `${label} has no configured recipient now.`, variant: 'success' })
      await afterChange(EMAIL_CONFIGURATIONS_KEY, OUTBOX_KEY)
    },
    onError: (error) =>
      toast({ title: 'Error Deleting Email Configuration', description: errorMessage(error, 'Failed to delete email configuration'), variant: 'destructive' }),
  })

  return (
    <article className="flex flex-wrap items-start justify-between gap-3 rounded-xl border border-cream-200 bg-cream-50 p-4" data-testid="email-configuration">
      <div className="min-w-0">
        <h3 className="font-serif text-xl font-bold text-wine-900">{label}</h3>
        <p className="mt-1 text-ink-900">
          {configuration.display_name} &lt;<span className="break-all">{configuration.email_address}</span>&gt;
        </p>
        <p className="mt-1 text-sm text-ink-700">Updated {formatShortDate(configuration.updated_at)}</p>
      </div>
      <div className="flex flex-wrap gap-2">
        <button type="button" className={secondaryButton} onClick={onEdit}>
          Edit<span className="sr-only"> {label}</span>
        </button>
        <ConfirmDelete
          question="Are you sure you want to delete this email configuration?"
          itemName={label}
          busy={remove.isPending}
          onConfirm={() => remove.mutate()}
        />
      </div>
    </article>
  )
}

function EmailConfigurationDialog({
  editing,
  firstUnconfigured,
  onClose,
}: {
  editing?: EmailConfiguration
  firstUnconfigured?: FormType
  onClose: () => void
}) {
  const [draft, setDraft] = useState<Draft>(
    editing
      ? { form_type: editing.form_type, email_address: editing.email_address, display_name: editing.display_name }
      : { form_type: firstUnconfigured ?? '', email_address: '', display_name: '' },
  )
  const [errors, setErrors] = useState<FieldErrors>({})
  const afterChange = useAfterChange()
  const save = useMutation({
    mutationFn: (input: EmailConfigurationInput) => apiRequest<EmailConfiguration>('POST', '/api/email-configurations', input),
    onSuccess: async (saved) => {
      toast({
        title: 'Email Configuration Saved',
        description: `${FORMS[saved.form_type].label} messages go to ${saved.email_address}.`,
        variant: 'success',
      })
      onClose()
      await afterChange(EMAIL_CONFIGURATIONS_KEY, OUTBOX_KEY)
    },
    onError: (error) =>
      toast({ title: 'Error Saving Email Configuration', description: errorMessage(error, 'Failed to save email configuration'), variant: 'destructive' }),
  })

  function submit() {
    const result = v.safeParse(emailConfigurationSchema, draft)
    if (!result.success) return setErrors(fieldErrors(result.issues))
    setErrors({})
    save.mutate(result.output)
  }

  const ids = { formType: 'email-config-form-type', address: 'email-config-address', name: 'email-config-name' }
  const replaceHint = editing
    ? 'To move a recipient to another form, add a configuration for that form.'
    : 'A form that already has a recipient gets this one instead.'
  return (
    <FormDialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={editing ? 'Edit Email Configuration' : 'Add Email Configuration'}
      description="Messages sent through this form are e-mailed to this address."
      submitLabel="Save Configuration"
      busyLabel="Saving..."
      busy={save.isPending}
      onSubmit={submit}
    >
      <Field id={ids.formType} label="Form Type" error={errors.form_type} hint={replaceHint}>
        <select
          id={ids.formType}
          className={textInput}
          value={draft.form_type}
          disabled={Boolean(editing)}
          onChange={(event) => setDraft({ ...draft, form_type: event.target.value as FormType | '' })}
          {...describedBy(ids.formType, errors.form_type, replaceHint)}
        >
          <option value="">Choose a form</option>
          {FORM_TYPES.map((type) => (
            <option key={type} value={type}>
              {FORMS[type].label}
            </option>
          ))}
        </select>
      </Field>
      <Field id={ids.address} label="Email Address" error={errors.email_address}>
        <input
          id={ids.address}
          type="email"
          autoComplete="off"
          className={textInput}
          value={draft.email_address}
          maxLength={254}
          onChange={(event) => setDraft({ ...draft, email_address: event.target.value })}
          {...describedBy(ids.address, errors.email_address)}
        />
      </Field>
      <Field id={ids.name} label="Display Name" error={errors.display_name}>
        <input
          id={ids.name}
          className={textInput}
          value={draft.display_name}
          maxLength={100}
          onChange={(event) => setDraft({ ...draft, display_name: event.target.value })}
          {...describedBy(ids.name, errors.display_name)}
        />
      </Field>
    </FormDialog>
  )
}
