import { isPolicyType, policyDownloadName, policyDownloadPath, type AdminPolicyFile, type PolicyType, type PublicPolicyFile } from '../../app/lib/policy-types.ts'
import { currentAdmin } from '../auth/require-admin.ts'
import { errorResponse, json } from '../http.ts'
import { findPolicyFile, type PolicyFileRow } from './policy-files.ts'
import { policyStore } from './storage.ts'

const UNKNOWN_TYPE = 'Unknown policy type'
const NO_FILE = 'This policy file is not available for download yet'

export function publicPolicyFile(row: PolicyFileRow): PublicPolicyFile {
  return { file_path: policyDownloadPath(row.policy_type), file_name: row.file_name, file_size: row.file_size }
}

export function adminPolicyFile(row: PolicyFileRow): AdminPolicyFile {
  return { ...publicPolicyFile(row), policy_type: row.policy_type, created_at: row.created_at.toISOString() }
}

/** The public facts of a type's current file, or null when there is none (for page loaders). */
export async function lookupPublicPolicyFile(type: PolicyType): Promise<PublicPolicyFile | null> {
  const row = await findPolicyFile(type)
  return row ? publicPolicyFile(row) : null
}

/** GET /api/policy-files/{type}: the public facts, plus type and date for the admin. */
export async function handlePolicyFileLookup(request: Request, type: string): Promise<Response> {
  if (!isPolicyType(type)) return errorResponse(400, UNKNOWN_TYPE)
  const row = await findPolicyFile(type)
  if (!row) return errorResponse(404, NO_FILE)
  const admin = await currentAdmin(request)
  return json(admin ? adminPolicyFile(row) : publicPolicyFile(row))
}

function etagOf(row: PolicyFileRow): string {
  return `"${row.sha256}"`
}

/** RFC 9110 If-None-Match: `*`, or a list of (possibly weak) entity tags. */
function matchesIfNoneMatch(header: string | null, etag: string): boolean {
  if (!header) return false
  if (header.trim() === '*') return true
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)
}

/** The row and an open stream of its object; read again once if a replace removed the object meanwhile. */
async function openCurrentFile(type: PolicyType, row: PolicyFileRow, retried = false): Promise<{ row: PolicyFileRow; body: ReadableStream<Uint8Array> } | null> {
  const body = await policyStore().stream(row.object_key)
  if (body) return { row, body }
  const latest = await findPolicyFile(type)
  if (!retried && latest && latest.object_key !== row.object_key) return openCurrentFile(type, latest, true)
  if (latest) console.error(`The ${type} policy file ${latest.object_key} is listed but missing from storage`)
  return null
}

/** GET /api/policy-files/{type}/download: the PDF as an attachment, never rendered by the site. */
export async function handlePolicyDownload(request: Request, type: string): Promise<Response> {
  if (!isPolicyType(type)) return errorResponse(400, UNKNOWN_TYPE)
  const row = await findPolicyFile(type)
  if (!row) return errorResponse(404, NO_FILE)
  const headers = new Headers({
    ETag: etagOf(row),
    'Cache-Control': 'no-cache',
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': 'sandbox',
  })
  if (matchesIfNoneMatch(request.headers.get('If-None-Match'), etagOf(row))) return new Response(null, { status: 304, headers })

  const file = await openCurrentFile(type, row)
  if (!file) return errorResponse(404, NO_FILE)
  headers.set('ETag', etagOf(file.row))
  headers.set('Content-Type', 'application/pdf')
  headers.set('Content-Length', String(file.row.file_size))
  headers.set('Content-Disposition', `attachment; filename="${policyDownloadName(type)}"`)
  return new Response(file.body, { status: 200, headers })
}
