import { useQuery } from '@tanstack/react-query'
import type { OutboxEmail, OutboxStatus } from '~/lib/mail/outbox'
import { FORMS } from '~/lib/forms/forms'
import { ActivityTable, formatActivityTime } from '~/components/admin/shell/ActivityTable'
import { AdminSection, PanelStatus } from '~/components/admin/shell/AdminSection'
import { secondaryButton } from '~/components/ui/styles'

export const OUTBOX_KEY = ['/api/admin/outbox'] as const

const STATUS: Record<OutboxStatus, { label: string; className: string }> = {
  pending: { label: 'Waiting to send', className: 'bg-cream-200 text-ink-900' },
  sending: { label: 'Sending', className: 'bg-cream-200 text-ink-900' },
  sent: { label: 'Sent', className: 'bg-emerald-100 text-emerald-900' },
  failed: { label: 'Failed', className: 'bg-red-100 text-red-900' },
  held: { label: 'Not sent: no mail provider configured', className: 'bg-gold-300/50 text-ink-900' },
  no_recipient: { label: 'No recipient', className: 'bg-gold-300/50 text-ink-900' },
}

function statusLabel(entry: OutboxEmail): string {
  if (entry.status === 'pending' && entry.attempts > 0) return 'Retrying'
  return STATUS[entry.status].label
}

/** Which form an e-mail came from, or 'Administrators' for one about an administrator's account. */
const sourceLabel = (entry: OutboxEmail) => (entry.formType ? FORMS[entry.formType].label : 'Administrators')

/** Why some messages are waiting, said once above the table. */
function Notices({ entries }: { entries: OutboxEmail[] }) {
  const held = entries.some((entry) => entry.status === 'held')
  const unaddressed = entries.filter((entry) => entry.status === 'no_recipient')
  if (!held && unaddressed.length === 0) return null
  const forms = [...new Set(unaddressed.map((entry) => sourceLabel(entry)))]
  return (
    <div className="mb-4 space-y-2 rounded-lg border border-gold-500 bg-gold-300/25 p-4 text-ink-900">
      {held ? (
        <p>
          <strong>No mail provider is configured</strong> (RESEND_API_KEY is not set), so notification e-mails are kept here and not sent. They go out as soon
          as a key is set and the site restarts.
        </p>
      ) : null}
      {forms.length > 0 ? (
        <p>
          <strong>Some messages have no recipient:</strong> add an address for {forms.join(', ')} in Email Configuration Management above, and they will be
          sent.
        </p>
      ) : null}
    </div>
  )
}

/**
 * The latest 50 notification e-mails from the public forms and what became of each: nothing
 * is dropped, so a message without recipient or mail provider waits here in plain sight.
 */
export function OutboxPanel() {
  const outbox = useQuery<OutboxEmail[]>({ queryKey: OUTBOX_KEY, staleTime: 0 })
  return (
    <AdminSection
      id="mail-outbox"
      title="Form E-mails"
      description="The latest 50 notification e-mails from the contact, stay in touch and hall hire forms, newest first."
      action={
        <button
          type="button"
          className={secondaryButton}
          onClick={() => outbox.isFetching || void outbox.refetch()}
          aria-disabled={outbox.isFetching || undefined}
        >
          {outbox.isFetching ? 'Refreshing...' : 'Refresh'}
        </button>
      }
    >
      {outbox.isPending ? (
        <PanelStatus>Loading form e-mails...</PanelStatus>
      ) : outbox.isError ? (
        <PanelStatus tone="error">Unable to load the form e-mails.</PanelStatus>
      ) : outbox.data.length === 0 ? (
        <PanelStatus>No form e-mails yet.</PanelStatus>
      ) : (
        <>
          <Notices entries={outbox.data} />
          <ActivityTable
            label="Form e-mails"
            minWidthClass="min-w-[64rem]"
            columns={['Received', 'Form', 'To', 'Subject', 'Status', 'Tries', 'Sent', 'Last error']}
          >
            {outbox.data.map((entry) => (
              <tr key={entry.id} className="border-b border-cream-200 align-top text-ink-900" data-testid="outbox-entry">
                <td className="py-2 pr-4 whitespace-nowrap">{formatActivityTime(entry.createdAt)}</td>
                <td className="py-2 pr-4 whitespace-nowrap">{sourceLabel(entry)}</td>
                <td className="py-2 pr-4">
                  {entry.recipientEmail ? <span className="break-all">{entry.recipientEmail}</span> : <em className="whitespace-nowrap">no recipient</em>}
                </td>
                <td className="min-w-48 py-2 pr-4">{entry.subject}</td>
                <td className="py-2 pr-4">
                  <span className={`inline-block rounded-full px-2 py-0.5 font-semibold whitespace-nowrap ${STATUS[entry.status].className}`}>
                    {statusLabel(entry)}
                  </span>
                </td>
                <td className="py-2 pr-4">{entry.attempts}</td>
                <td className="py-2 pr-4 whitespace-nowrap">{entry.sentAt ? formatActivityTime(entry.sentAt) : '—'}</td>
                <td className="py-2 break-words text-ink-700">{entry.lastError ?? '—'}</td>
              </tr>
            ))}
          </ActivityTable>
        </>
      )}
    </AdminSection>
  )
}
