import { useMutation } from '@tanstack/react-query'
import type { NoticeSummary } from '~/lib/notices/notices'
import { apiRequest, errorMessage } from '~/lib/site/api-request'
import { formatActivityTime } from '~/components/admin/shell/ActivityTable'
import { ConfirmDelete } from '~/components/ui/ConfirmDelete'
import { secondaryButton } from '~/components/ui/styles'
import { toast } from '~/components/ui/toast-store'
import { BusyButton } from './BusyButton'
import { EmailPreview } from './EmailPreview'
import { NoticeProgress } from './NoticeProgress'
import { noticeHeadingId, useRefreshThenFocus } from './notices-api'
import { SendNotice } from './SendNotice'
import { useNoticePreview } from './use-notice-preview'

const STATUS = { draft: 'Draft', sending: 'Sending', sent: 'Sent' } as const

function when(notice: NoticeSummary): string {
  if (notice.finishedAt) return `Sent ${formatActivityTime(notice.finishedAt)}`
  if (notice.startedAt) return `Sending since ${formatActivityTime(notice.startedAt)}`
  return `Last changed ${formatActivityTime(notice.updatedAt)}`
}

/** One notice: a draft with its actions, or a sent one with its progress and deliveries. */
export function NoticeCard({ notice, recipients, onEdit }: { notice: NoticeSummary; recipients: number; onEdit: () => void }) {
  const refreshThenFocus = useRefreshThenFocus()
  const previewId = `notice-preview-${notice.id}`
  const failed = (title: string) => (error: unknown) => toast({ title, description: errorMessage(error, 'Please try again.'), variant: 'destructive' })

  const { preview, request: showPreview } = useNoticePreview(failed('No preview'))
  const sendTest = useMutation({
    mutationFn: () => apiRequest<{ sentTo: string }>('POST', `/api/admin/notices/${notice.id}/test`),
    onSuccess: ({ sentTo }) => toast({ title: 'Test sent', description: `A test of “${notice.subject}” is on its way to ${sentTo}.`, variant: 'success' }),
    onError: failed('The test was not sent'),
  })
  const send = useMutation({
    mutationFn: () => apiRequest('POST', `/api/admin/notices/${notice.id}/send`, { recipients }),
    onSuccess: async () => {
      toast({ title: 'Sending', description: `“${notice.subject}” is being sent. Its progress shows here.`, variant: 'success' })
      await refreshThenFocus(noticeHeadingId(notice.id))
    },
    onError: failed('Sending did not begin'),
  })
  const remove = useMutation({
    mutationFn: () => apiRequest('DELETE', `/api/admin/notices/${notice.id}`),
    onSuccess: async () => {
      toast({ title: 'Draft deleted', description: `“${notice.subject}” was deleted.`, variant: 'success' })
      await refreshThenFocus('news-by-email')
    },
    onError: failed('The draft was not deleted'),
  })

  return (
    <article className="rounded-lg border border-cream-200 p-4" aria-labelledby={noticeHeadingId(notice.id)} data-testid="notice">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={noticeHeadingId(notice.id)} tabIndex={-1} className="min-w-0 font-serif text-xl font-bold wrap-anywhere text-wine-900">
          {notice.subject}
        </h3>
        <span className="rounded-full bg-cream-200 px-2 py-0.5 font-semibold text-ink-900">{STATUS[notice.status]}</span>
      </div>
      <p className="text-sm text-ink-700">{when(notice)}</p>
      {notice.status === 'draft' ? (
        <div className="mt-3 flex flex-wrap gap-3">
          <button type="button" className={secondaryButton} onClick={onEdit}>
            Edit<span className="sr-only"> “{notice.subject}”</span>
          </button>
          <BusyButton busy={showPreview.isPending} busyLabel="Preparing the preview..." onClick={() => showPreview.mutate(notice)}>
            Preview<span className="sr-only"> “{notice.subject}”</span>
          </BusyButton>
          <BusyButton busy={sendTest.isPending} busyLabel="Sending the test..." onClick={() => sendTest.mutate()}>
            Send a test to me
          </BusyButton>
          <SendNotice subject={notice.subject} recipients={recipients} busy={send.isPending} onConfirm={() => send.mutate()} />
          <ConfirmDelete question="Delete this draft?" itemName={notice.subject} busy={remove.isPending} onConfirm={() => remove.mutate()} />
        </div>
      ) : (
        <NoticeProgress notice={notice} />
      )}
      {preview ? <EmailPreview preview={preview} id={previewId} /> : null}
    </article>
  )
}
