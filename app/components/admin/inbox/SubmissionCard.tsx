import { useMutation } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { apiRequest, errorMessage } from '~/lib/site/api-request'
import type { InboxSubmission } from '~/lib/forms/inbox'
import { FORMS } from '~/lib/forms/forms'
import { HELD_REASONS } from '~/lib/forms/held-apart'
import { toast } from '~/components/ui/toast-store'
import { formatActivityTime } from '~/components/admin/shell/ActivityTable'
import { ConfirmDelete } from '~/components/ui/ConfirmDelete'
import { OUTBOX_KEY } from '~/components/admin/outbox/OutboxPanel'
import { secondaryButton } from '~/components/ui/styles'
import { useAfterChange } from '~/components/admin/shell/use-after-change'
import { useHandFocusToPanelOnRemoval } from '~/components/ui/focus-return'
import { requestOfEnquiry } from '~/components/admin/hall/booking-form-values'
import { requestBooking } from '~/components/admin/hall/booking-request'
import { FLOOD_REPORT_KEY } from './FloodNotice'
import { DELIVERY_TONE, deliveryInWords, fieldLabel, fieldText } from './delivery-words'

export const INBOX_KEY = ['/api/admin/messages'] as const

function senderName(submission: InboxSubmission): string {
  const { name, firstName, lastName } = submission.fields
  const full = [firstName, lastName].filter((part) => typeof part === 'string' && part).join(' ')
  return (typeof name === 'string' && name) || full || 'a visitor'
}

/**
 * One stored submission: every field, what became of its e-mails, and what the admin can do with it.
 * One set aside can be read, moved to Messages (unless the trap caught it) and deleted.
 */
export function SubmissionCard({ submission, spam }: { submission: InboxSubmission; spam: boolean }) {
  const afterChange = useAfterChange()
  const itemName = `${FORMS[submission.form_type].label} message from ${senderName(submission)}`
  const headingId = `message-${submission.id}`
  const onError = (title: string) => (error: unknown) => toast({ title, description: errorMessage(error, 'Please try again.'), variant: 'destructive' })
  const refresh = () => afterChange(INBOX_KEY, OUTBOX_KEY)

  // The box follows the click at once; a failed save puts it back.
  const [shownHandled, setShownHandled] = useState(submission.handled)
  useEffect(() => setShownHandled(submission.handled), [submission.handled])
  const handled = useMutation({
    mutationFn: (value: boolean) => apiRequest('PATCH', `/api/admin/messages/${submission.id}`, { handled: value }),
    onSuccess: refresh,
    onError: (error) => {
      setShownHandled(submission.handled)
      onError('Could not update the message')(error)
    },
  })
  const retry = useMutation({
    mutationFn: () => apiRequest<{ requeued: number }>('POST', `/api/admin/messages/${submission.id}/retry`),
    onSuccess: async ({ requeued }) => {
      toast({ title: 'Queued Again', description: `${requeued} e-mail(s) will be sent again.`, variant: 'success' })
      await refresh()
    },
    onError: onError('Could not retry'),
  })
  const remove = useMutation({
    mutationFn: () => apiRequest('DELETE', `/api/admin/messages/${submission.id}`),
    onSuccess: async () => {
      toast({ title: 'Message Deleted', description: 'The message and its e-mails were removed.', variant: 'success' })
      await refresh()
    },
    onError: onError('Could not delete the message'),
  })
  const moveIn = useMutation({
    mutationFn: () => apiRequest('POST', `/api/admin/messages/${submission.id}/move-to-inbox`),
    onSuccess: async () => {
      toast({ title: 'Moved to Messages', description: 'Its e-mail is on its way to the church, as for any message.', variant: 'success' })
      await afterChange(INBOX_KEY, OUTBOX_KEY, FLOOD_REPORT_KEY)
    },
    onError: onError('Could not move the message'),
  })
  const failed = submission.delivery.some((delivery) => delivery.status === 'failed')
  // The version of the news choice's words belongs to the consent ledger, not to the message.
  const fields = Object.entries(submission.fields).filter(([name, value]) => name !== 'newsWording' && value !== '' && value !== null && value !== undefined)

  return (
    <article
      aria-labelledby={headingId}
      data-testid="inbox-message"
      className={`rounded-xl border p-4 ${submission.handled ? 'border-cream-200 bg-cream-100' : 'border-ink-600/40 bg-white'}`}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={headingId} className="wrap-anywhere font-serif text-lg font-bold text-wine-900">
          {FORMS[submission.form_type].label}: {senderName(submission)}
        </h3>
        <p className="text-sm text-ink-700">
          Received {formatActivityTime(submission.created_at)}
          {submission.handled ? <span className="ml-2 rounded-full bg-emerald-100 px-2 py-0.5 font-semibold text-emerald-900">Handled</span> : null}
        </p>
      </div>
      <dl className="mt-3 grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[10rem_1fr]">
        {fields.map(([name, value]) => (
          <div key={name} className="contents">
            <dt className="font-semibold text-ink-900">{fieldLabel(name)}</dt>
            <dd className="whitespace-pre-wrap wrap-anywhere text-ink-900">{fieldText(value)}</dd>
          </div>
        ))}
      </dl>
      {submission.held_reason ? (
        <p className="mt-3 text-sm text-ink-900">
          <span className="font-semibold">Why it was set aside: </span>
          {HELD_REASONS[submission.held_reason]}
        </p>
      ) : null}
      {submission.delivery.length > 0 ? (
        <ul className="mt-3 space-y-1 text-sm" aria-label="E-mail delivery">
          {submission.delivery.map((delivery) => (
            <li key={delivery.recipient ?? 'no recipient'} data-testid="message-delivery" className="wrap-anywhere">
              <span className="text-ink-700">{delivery.recipient ? `To ${delivery.recipient}: ` : ''}</span>
              <span className={`rounded-full px-2 py-0.5 font-semibold ${DELIVERY_TONE[delivery.status]}`}>{deliveryInWords(delivery)}</span>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="mt-4 flex flex-wrap items-center gap-3">
        {spam ? null : (
          <label className="inline-flex min-h-10 items-center gap-2 font-semibold text-ink-900">
            <input
              type="checkbox"
              className="size-5"
              checked={shownHandled}
              aria-disabled={handled.isPending || undefined}
              onChange={(event) => {
                if (handled.isPending) return
                setShownHandled(event.target.checked)
                handled.mutate(event.target.checked)
              }}
            />
            Mark handled
            <span className="sr-only"> ({itemName})</span>
          </label>
        )}
        {spam && submission.held_reason !== 'trap' ? <MoveToInboxButton itemName={itemName} busy={moveIn.isPending} onMove={() => moveIn.mutate()} /> : null}
        {submission.form_type === 'hall_hire' && !spam ? (
          <button type="button" className={secondaryButton} onClick={() => requestBooking(requestOfEnquiry(submission.id, submission.fields))}>
            Make a booking<span className="sr-only"> from the {itemName}</span>
          </button>
        ) : null}
        {failed ? <RetryButton itemName={itemName} busy={retry.isPending} onRetry={() => retry.mutate()} /> : null}
        <ConfirmDelete question="Delete this message?" itemName={itemName} busy={remove.isPending} onConfirm={() => remove.mutate()} />
      </div>
    </article>
  )
}

/** The card leaves the list once moved; focus then moves to the panel's heading, and the toast says where it went. */
function MoveToInboxButton({ itemName, busy, onMove }: { itemName: string; busy: boolean; onMove: () => void }) {
  const button = useHandFocusToPanelOnRemoval<HTMLButtonElement>()
  return (
    <button ref={button} type="button" className={secondaryButton} aria-disabled={busy || undefined} onClick={() => busy || onMove()}>
      {busy ? 'Moving...' : 'Move to Messages'}
      <span className="sr-only"> {itemName}</span>
    </button>
  )
}

/** Retry goes away once nothing failed; focus then moves to the panel's heading. */
function RetryButton({ itemName, busy, onRetry }: { itemName: string; busy: boolean; onRetry: () => void }) {
  const button = useHandFocusToPanelOnRemoval<HTMLButtonElement>()
  return (
    <button ref={button} type="button" className={secondaryButton} aria-disabled={busy || undefined} onClick={() => busy || onRetry()}>
      {busy ? 'Retrying...' : 'Retry'}
      <span className="sr-only"> {itemName}</span>
    </button>
  )
}
