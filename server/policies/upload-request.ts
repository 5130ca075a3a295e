import { isPolicyType, MAX_POLICY_FILE_BYTES, policyDownloadName, POLICY_TITLES } from '../../app/lib/policy-types.ts'
import { requireAdmin } from '../auth/require-admin.ts'
import { env } from '../env.ts'
import { errorResponse, json } from '../http.ts'
import { isSameOriginRequest } from '../security/same-origin.ts'
import { fileNameFromHeader } from './file-name.ts'
import { readPdfBody } from './pdf-body.ts'
import { savePolicyFile } from './policy-files.ts'

const ONLY_PDF = 'Only PDF files can be uploaded'
const TOO_LARGE = 'File size must be less than 10MB'

function refuse(request: Request, status: number, error: string): Response {
  void request.body?.cancel().catch(() => {})
  return errorResponse(status, error)
}

function isPdfContentType(header: string | null): boolean {
  return (header ?? '').split(';')[0]!.trim().toLowerCase() === 'application/pdf'
}

/**
 * POST /api/policy-files/upload: the raw PDF as the body, with X-Policy-Type, X-File-Name
 * (percent-encoded) and Content-Type: application/pdf. Admin only, same-origin only.
 */
export async function handlePolicyUpload(request: Request): Promise<Response> {
  if (!isSameOriginRequest(request, env().SITE_URL)) return refuse(request, 403, 'Cross-site requests are not allowed')
  const admin = await requireAdmin(request)
  if (admin instanceof Response) {
    void request.body?.cancel().catch(() => {})
    return admin
  }
  const type = request.headers.get('X-Policy-Type')
  if (!isPolicyType(type)) return refuse(request, 400, 'Unknown policy type')
  if (!isPdfContentType(request.headers.get('Content-Type'))) return refuse(request, 415, ONLY_PDF)
  if (Number(request.headers.get('Content-Length') ?? 0) > MAX_POLICY_FILE_BYTES) return refuse(request, 413, TOO_LARGE)

  const body = await readPdfBody(request.body, MAX_POLICY_FILE_BYTES)
  if (!body.ok) {
    if (body.reason === 'too-large') return errorResponse(413, TOO_LARGE)
    if (body.reason === 'not-pdf') return errorResponse(415, ONLY_PDF)
    return errorResponse(400, 'The file is empty')
  }
  const fileName = fileNameFromHeader(request.headers.get('X-File-Name')) || policyDownloadName(type)
  await savePolicyFile({ type, fileName, bytes: body.bytes, sha256: body.sha256 }, admin.email)
  return json({ message: `${POLICY_TITLES[type]} uploaded successfully` }, { status: 201 })
}
