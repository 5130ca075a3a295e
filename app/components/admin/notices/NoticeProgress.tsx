import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import type { OutboxStatus } from '~/lib/mail/outbox'
import type { NoticeDelivery, NoticeSummary } from '~/lib/notices/notices'
import { ActivityTable, formatActivityTime } from '~/components/admin/shell/ActivityTable'
import { secondaryButton } from '~/components/ui/styles'
import { deliveriesKey, SENDING_REFRESH_MS } from './notices-api'

const DELIVERY_STATUS: Record<OutboxStatus, string> = {
  pending: 'Queued',
  sending: 'Sending',
  sent: 'Sent',
  failed: 'Failed',
  held: 'Queued: no mail provider configured',
  no_recipient: 'No recipient',
}

/** Where a notice's sending stands: queued, sent and failed, of how many; a bar and words alike. */
export function NoticeProgress({ notice }: { notice: NoticeSummary }) {
  const { queued, sent, failed, total } = notice.progress
  const [showDeliveries, setShowDeliveries] = useState(false)
  return (
    <div className="mt-3">
      <p className="text-ink-900" data-testid="notice-progress">
        {sent} sent, {queued} queued, {failed} failed, of {total}
      </p>
      <progress className="mt-1 h-3 w-full accent-wine-700" max={Math.max(total, 1)} value={sent + failed} aria-label={`Sending “${notice.subject}”`} />
      <button type="button" className={`${secondaryButton} mt-2`} aria-expanded={showDeliveries} onClick={() => setShowDeliveries((shown) => !shown)}>
        {showDeliveries ? 'Hide deliveries' : 'Show deliveries'}
      </button>
      {showDeliveries ? <Deliveries notice={notice} /> : null}
    </div>
  )
}

function Deliveries({ notice }: { notice: NoticeSummary }) {
  const deliveries = useQuery<NoticeDelivery[]>({
    queryKey: deliveriesKey(notice.id),
    refetchInterval: notice.status === 'sending' ? SENDING_REFRESH_MS : false,
  })
  if (deliveries.isPending) return <p className="mt-2 text-ink-700">Loading deliveries...</p>
  if (deliveries.isError) return <p className="mt-2 text-red-900">Unable to load the deliveries.</p>
  if (deliveries.data.length === 0) return <p className="mt-2 text-ink-700">No e-mails queued yet.</p>
  return (
    <div className="mt-2">
      <ActivityTable
        label={`Deliveries of “${notice.subject}”, latest 100`}
        minWidthClass="min-w-[40rem]"
        columns={['To', 'Status', 'Tries', 'Sent', 'Last error']}
      >
        {deliveries.data.map((delivery) => (
          <tr key={delivery.outboxId} className="border-b border-cream-200 align-top text-ink-900" data-testid="notice-delivery">
            <td className="py-2 pr-4 break-all">{delivery.recipientEmail}</td>
            <td className="py-2 pr-4">{DELIVERY_STATUS[delivery.status]}</td>
            <td className="py-2 pr-4">{delivery.attempts}</td>
            <td className="py-2 pr-4 whitespace-nowrap">{delivery.sentAt ? formatActivityTime(delivery.sentAt) : '—'}</td>
            <td className="py-2 break-words text-ink-700">{delivery.lastError ?? '—'}</td>
          </tr>
        ))}
      </ActivityTable>
    </div>
  )
}
