import type { SessionAdmin } from '../auth/session.ts'
import { NotFound } from '../errors.ts'
import { json } from '../http/responses.ts'
import { isUuid } from '../../app/lib/site/uuid.ts'
import { listComplaints, markAnswered } from './complaints.ts'

const COMPLAINT_NOT_FOUND = 'Complaint not found'
const NO_STORE = { headers: { 'Cache-Control': 'no-store' } }

/** GET /api/admin/complaints: every complaint kept, open ones first. */
export async function handleListComplaints(): Promise<Response> {
  return json(await listComplaints(), NO_STORE)
}

/** POST /api/admin/complaints/{id}/answered: the complaint is marked answered, and the change audited. */
export async function handleMarkAnswered(rawId: string, admin: SessionAdmin): Promise<Response> {
  // An id that cannot be one finds nothing, like an unknown one (decision 045).
  if (!isUuid(rawId)) throw new NotFound(COMPLAINT_NOT_FOUND)
  const complaint = await markAnswered(rawId.toLowerCase(), admin.email)
  if (!complaint) throw new NotFound(COMPLAINT_NOT_FOUND)
  return json(complaint)
}
