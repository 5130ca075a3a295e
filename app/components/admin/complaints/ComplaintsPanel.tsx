import { useQuery } from '@tanstack/react-query'
import type { Complaint } from '~/lib/complaints/complaint'
import { AdminSection, PanelStatus } from '~/components/admin/shell/AdminSection'
import { secondaryButton } from '~/components/ui/styles'
import { ComplaintCard } from './ComplaintCard'

import { COMPLAINTS_KEY } from './complaints-key'

/**
 * Complaints about the church's use of personal data, open ones first, each with the date it must
 * be acknowledged by (30 days after it arrived), when it was, and whether it has been answered.
 */
export function ComplaintsPanel() {
  const complaints = useQuery<Complaint[]>({ queryKey: COMPLAINTS_KEY, staleTime: 0 })
  return (
    <AdminSection
      id="complaints"
      title="Complaints about personal data"
      description="Each complaint must be acknowledged within 30 days of arriving (the site e-mails an acknowledgement at once) and answered without undue delay. Mark it answered once you have told the person the outcome."
      action={
        <button
          type="button"
          className={secondaryButton}
          onClick={() => complaints.isFetching || void complaints.refetch()}
          aria-disabled={complaints.isFetching || undefined}
        >
          {complaints.isFetching ? 'Refreshing...' : 'Refresh'}
        </button>
      }
    >
      {complaints.isPending ? (
        <PanelStatus>Loading complaints...</PanelStatus>
      ) : complaints.isError ? (
        <PanelStatus tone="error">Unable to load the complaints.</PanelStatus>
      ) : complaints.data.length === 0 ? (
        <PanelStatus>No complaints.</PanelStatus>
      ) : (
        <ul className="space-y-4">
          {complaints.data.map((complaint) => (
            <li key={complaint.id}>
              <ComplaintCard complaint={complaint} />
            </li>
          ))}
        </ul>
      )}
    </AdminSection>
  )
}
