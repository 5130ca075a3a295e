import { useMutation } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { acknowledgeBy, type Complaint, isOverdue } from '~/lib/complaints/complaint'
import { apiRequest, errorMessage } from '~/lib/site/api-request'
import { formatActivityTime } from '~/components/admin/shell/ActivityTable'
import { useAfterChange } from '~/components/admin/shell/use-after-change'
import { toast } from '~/components/ui/toast-store'
import { secondaryButton } from '~/components/ui/styles'
import { COMPLAINTS_KEY } from './complaints-key'

/** One complaint: who made it, what about, its dates, and the button that marks it answered. */
export function ComplaintCard({ complaint }: { complaint: Complaint }) {
  const afterChange = useAfterChange()
  const headingRef = useRef<HTMLHeadingElement>(null)
  const justAnswered = useRef(false)
  const receivedAt = new Date(complaint.receivedAt)
  const overdue = isOverdue({ receivedAt, answeredAt: complaint.answeredAt ? new Date(complaint.answeredAt) : null }, new Date())
  const headingId = `complaint-${complaint.id}`
  const answer = useMutation({
    mutationFn: () => apiRequest('POST', `/api/admin/complaints/${complaint.id}/answered`),
    onSuccess: async () => {
      justAnswered.current = true
      toast({ title: 'Complaint answered', description: `The complaint from ${complaint.name} is marked answered.`, variant: 'success' })
      await afterChange(COMPLAINTS_KEY)
    },
    onError: (error) =>
      toast({ title: 'Could not mark the complaint answered', description: errorMessage(error, 'Please try again.'), variant: 'destructive' }),
  })
  // The button goes once the complaint is answered: its heading, now saying so, takes the focus.
  useEffect(() => {
    if (complaint.answeredAt && justAnswered.current) {
      justAnswered.current = false
      headingRef.current?.focus()
    }
  }, [complaint.answeredAt])

  return (
    <article
      aria-labelledby={headingId}
      data-testid="complaint"
      className={`rounded-xl border p-4 ${complaint.answeredAt ? 'border-cream-200 bg-cream-100' : overdue ? 'border-red-700 bg-white' : 'border-ink-600/40 bg-white'}`}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={headingId} ref={headingRef} tabIndex={-1} className="wrap-anywhere font-serif text-lg font-bold text-wine-900">
          Complaint from {complaint.name}
          {complaint.answeredAt ? <span className="ml-2 rounded-full bg-emerald-100 px-2 py-0.5 font-sans text-sm text-emerald-900">Answered</span> : null}
          {overdue ? <span className="ml-2 rounded-full bg-red-100 px-2 py-0.5 font-sans text-sm text-red-900">Overdue</span> : null}
        </h3>
      </div>
      <dl className="mt-3 grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[10rem_1fr]">
        <Entry term="E-mail">{complaint.email}</Entry>
        <Entry term="Received">{formatActivityTime(receivedAt)}</Entry>
        <Entry term="Acknowledge by">{formatActivityTime(acknowledgeBy(receivedAt))}</Entry>
        <Entry term="Acknowledged">{complaint.acknowledgedAt ? formatActivityTime(complaint.acknowledgedAt) : 'Not yet: its e-mail has not been sent'}</Entry>
        <Entry term="Answered">{complaint.answeredAt ? `${formatActivityTime(complaint.answeredAt)} by ${complaint.answeredBy}` : 'Not yet'}</Entry>
        <Entry term="About">{complaint.about}</Entry>
      </dl>
      {complaint.answeredAt ? null : (
        <div className="mt-4">
          <button type="button" className={secondaryButton} aria-disabled={answer.isPending || undefined} onClick={() => answer.isPending || answer.mutate()}>
            {answer.isPending ? 'Saving...' : 'Mark answered'}
            <span className="sr-only"> (complaint from {complaint.name})</span>
          </button>
        </div>
      )}
    </article>
  )
}

function Entry({ term, children }: { term: string; children: string }) {
  return (
    <div className="contents">
      <dt className="font-semibold text-ink-900">{term}</dt>
      <dd className="whitespace-pre-wrap wrap-anywhere text-ink-900">{children}</dd>
    </div>
  )
}
