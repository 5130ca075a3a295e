import type { FormEvent, ReactNode, Ref } from 'react'
import { FORMS, type FormType } from '~/lib/forms/forms'
import { SUBMISSION_ID_FIELD } from '~/lib/forms/submission-id'
import { Honeypot, SubmitButton } from './fields'
import { FormResult } from './FormResult'
import type { FormBanner, FormToasts } from './use-form-submission'

type PublicFormProps = {
  formType: FormType
  idPrefix: string
  label: string
  toasts: FormToasts
  banner: FormBanner | null
  /** The id of each field's control, so the error list can link to it. */
  fieldIds: Record<string, string>
  busy: boolean
  idleLabel: string
  busyLabel: string
  onSubmit: (event: FormEvent<HTMLFormElement>) => void
  formRef: Ref<HTMLFormElement>
  successRef: Ref<HTMLDivElement>
  /** Sent with the form, so a retry after a failure is stored once. */
  submissionId: string
  children: ReactNode
}

/**
 * A plain POST form to the form's own page: it works without JavaScript. Its outcome shows at
 * the top; the submission id, the hidden spam trap and the submit button close it.
 */
export function PublicForm({
  formType,
  idPrefix,
  label,
  toasts,
  banner,
  fieldIds,
  busy,
  idleLabel,
  busyLabel,
  onSubmit,
  formRef,
  successRef,
  submissionId,
  children,
}: PublicFormProps) {
  return (
    <form ref={formRef} method="post" action={FORMS[formType].page} onSubmit={onSubmit} aria-label={label} className="relative space-y-5">
      {banner?.kind === 'success' ? <FormResult kind="success" title={toasts.successTitle} text={banner.text} ref={successRef} /> : null}
      {banner?.kind === 'error' ? (
        <FormResult kind="error" title={toasts.notSentTitle} text={banner.text} details={banner.details} fieldIds={fieldIds} />
      ) : null}
      <p className="text-sm text-ink-700">
        Fields marked <span className="text-wine-700">*</span> are required.
      </p>
      {children}
      <input type="hidden" name={SUBMISSION_ID_FIELD} value={submissionId} />
      <Honeypot id={`${idPrefix}-website`} />
      <SubmitButton busy={busy} idleLabel={idleLabel} busyLabel={busyLabel} />
    </form>
  )
}
