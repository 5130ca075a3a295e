import type { Queryable } from '../../db/queryable.ts'
import type { ComplaintValues } from '../../app/lib/forms/form-values.ts'
import { renderComplaintAcknowledgement } from '../../emails/complaint-acknowledgement.tsx'
import { complaintsAreFull, storeComplaint } from './store.ts'

/**
 * The complaint's own row and acknowledgement, to store with its submission; or 'full' when the
 * complaints table is at its budget, so the visitor is told at once how else to reach the church.
 */
export async function complaintAlongside(
  complaint: ComplaintValues,
  church: { name: string; email: string },
): Promise<((tx: Queryable, submissionId: string) => Promise<unknown>) | 'full'> {
  if (await complaintsAreFull()) return 'full'
  const acknowledgement = await renderComplaintAcknowledgement(complaint, church)
  return (tx, submissionId) => storeComplaint(tx, submissionId, complaint, acknowledgement)
}
