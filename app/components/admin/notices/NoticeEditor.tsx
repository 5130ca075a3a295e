import { useMutation } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import { NOTICE_BODY_MAX, NOTICE_SUBJECT_MAX, type NoticeInput } from '~/lib/notices/notice-schema'
import type { NoticeSummary } from '~/lib/notices/notices'
import { ApiError, apiRequest, errorMessage } from '~/lib/site/api-request'
import { describedBy, Field } from '~/components/ui/Field'
import { primaryButton, secondaryButton, textInput } from '~/components/ui/styles'
import { toast } from '~/components/ui/toast-store'
import { useFocusFirstInvalid } from '~/components/ui/use-focus-first-invalid'
import { BusyButton } from './BusyButton'
import { EmailPreview } from './EmailPreview'
import { noticeHeadingId, useRefreshThenFocus } from './notices-api'
import { useNoticePreview } from './use-notice-preview'

const HINT =
  'Plain text. Leave a blank line between paragraphs. Write a link as [the words to click](address), the address starting https:// or, for a page of this site, /.'

/** Writing a new notice, or changing a draft: saved as a draft, previewed as it will be received. */
export function NoticeEditor({ notice, onClose }: { notice: NoticeSummary | null; onClose: () => void }) {
  const [values, setValues] = useState<NoticeInput>({ subject: notice?.subject ?? '', body: notice?.body ?? '' })
  const [errors, setErrors] = useState<Record<string, string>>({})
  const { form, submitted } = useFocusFirstInvalid()
  const refreshThenFocus = useRefreshThenFocus()

  const refused = (error: unknown, fallback: string) => {
    const fields = error instanceof ApiError ? error.fieldErrors : {}
    setErrors(fields)
    submitted()
    if (Object.keys(fields).length === 0) toast({ title: fallback, description: errorMessage(error, 'Please try again.'), variant: 'destructive' })
  }
  const save = useMutation({
    mutationFn: () =>
      notice ? apiRequest<NoticeSummary>('PUT', `/api/admin/notices/${notice.id}`, values) : apiRequest<NoticeSummary>('POST', '/api/admin/notices', values),
    onSuccess: async (saved) => {
      toast({ title: 'Draft saved', description: `“${saved.subject}” is saved as a draft.`, variant: 'success' })
      onClose()
      await refreshThenFocus(noticeHeadingId(saved.id))
    },
    onError: (error) => refused(error, 'The draft was not saved'),
  })
  const { preview, request: showPreview } = useNoticePreview((error) => refused(error, 'No preview'))
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!save.isPending) save.mutate()
  }
  const change = (name: keyof NoticeInput) => (event: { target: { value: string } }) => setValues((now) => ({ ...now, [name]: event.target.value }))

  return (
    <form ref={form} onSubmit={submit} noValidate className="mb-6 space-y-4 rounded-lg border border-cream-200 p-4" aria-labelledby="notice-editor-title">
      <h3 id="notice-editor-title" tabIndex={-1} className="font-serif text-xl font-bold text-wine-900">
        {notice ? 'Change the draft' : 'Write a notice'}
      </h3>
      <Field id="notice-subject" label="Subject" error={errors.subject}>
        <input
          id="notice-subject"
          name="subject"
          className={textInput}
          maxLength={NOTICE_SUBJECT_MAX}
          value={values.subject}
          onChange={change('subject')}
          {...describedBy('notice-subject', errors.subject)}
        />
      </Field>
      <Field id="notice-body" label="Message" hint={HINT} error={errors.body}>
        <textarea
          id="notice-body"
          name="body"
          rows={10}
          className={textInput}
          maxLength={NOTICE_BODY_MAX}
          value={values.body}
          onChange={change('body')}
          {...describedBy('notice-body', errors.body, HINT)}
        />
      </Field>
      <div className="flex flex-wrap gap-3">
        <button type="submit" className={primaryButton} aria-disabled={save.isPending || undefined}>
          {save.isPending ? 'Saving...' : 'Save draft'}
        </button>
        <BusyButton busy={showPreview.isPending} busyLabel="Preparing the preview..." onClick={() => showPreview.mutate(values)}>
          Preview
        </BusyButton>
        <button type="button" className={secondaryButton} onClick={onClose}>
          Cancel
        </button>
      </div>
      {preview ? <EmailPreview preview={preview} id="notice-editor-preview" /> : null}
    </form>
  )
}
