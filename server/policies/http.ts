import * as v from 'valibot'
import {
  isPolicyType,
  policyDownloadName,
  policyDownloadPath,
  type AdminPolicyFile,
  type PolicyType,
  type PublicPolicyFile,
  MAX_POLICY_FILE_BYTES,
  POLICY_TITLES,
  POLICY_TYPES,
} from '../../app/lib/policies/policy-types.ts'
import { admittedAdmin } from '../auth/require-admin.ts'
import type { SessionAdmin } from '../auth/session.ts'
import { BadRequest, NotFound } from '../errors.ts'
import { json, matchesIfNoneMatch } from '../http/responses.ts'
import { findPolicyFile, type PolicyFileRow, isObjectKeyOf, listPolicyFiles, registerPolicyFile, savePolicyFile } from './policy-files.ts'
import { objectStore } from '../storage/object-store.ts'
import { parseJsonRequest } from '../http/validate.ts'
import { cleanFileName, fileNameFromHeader } from './file-name.ts'
import { isPdf, sha256Hex, readPdfBody } from './pdf-body.ts'

const UNKNOWN_TYPE = 'Unknown policy type'
const NO_FILE = 'This policy file is not available for download yet'

function publicPolicyFile(row: PolicyFileRow): PublicPolicyFile {
  return { file_path: policyDownloadPath(row.policy_type), file_name: row.file_name, file_size: row.file_size }
}

function adminPolicyFile(row: PolicyFileRow): AdminPolicyFile {
  return { ...publicPolicyFile(row), policy_type: row.policy_type, created_at: row.created_at.toISOString() }
}

/** The public facts of a type's current file, or null when there is none (for page loaders). */
export async function lookupPublicPolicyFile(type: PolicyType): Promise<PublicPolicyFile | null> {
  const row = await findPolicyFile(type)
  return row ? publicPolicyFile(row) : null
}

/** The policy type a path names; one that is not a type finds nothing, like any unknown id (decision 045). */
function pathPolicyType(type: string): PolicyType {
  if (!isPolicyType(type)) throw new NotFound(UNKNOWN_TYPE)
  return type
}

/** GET /api/policy-files/{type}: the public facts, plus type and date for the admin. */
export async function handlePolicyFileLookup(request: Request, rawType: string): Promise<Response> {
  const row = await findPolicyFile(pathPolicyType(rawType))
  if (!row) throw new NotFound(NO_FILE)
  const admin = await admittedAdmin(request)
  return json(admin ? adminPolicyFile(row) : publicPolicyFile(row))
}

/** GET /api/policy-files: the admin's view of every type's current file; a type without a file is simply absent. Admin only. */
export async function handlePolicyFileList(): Promise<Response> {
  const rows = await listPolicyFiles()
  return json(rows.map(adminPolicyFile))
}

function etagOf(row: PolicyFileRow): string {
  return `"${row.sha256}"`
}

/** The row and an open stream of its object; read again once if a replace removed the object meanwhile. */
async function openCurrentFile(
  type: PolicyType,
  row: PolicyFileRow,
  retried = false,
): Promise<{ row: PolicyFileRow; body: ReadableStream<Uint8Array> } | null> {
  const body = await objectStore().stream(row.object_key)
  if (body) return { row, body }
  const latest = await findPolicyFile(type)
  if (!retried && latest && latest.object_key !== row.object_key) return openCurrentFile(type, latest, true)
  if (latest) console.error(`The ${type} policy file ${latest.object_key} is listed but missing from storage`)
  return null
}

/** GET /api/policy-files/{type}/download: the PDF as an attachment, never rendered by the site. */
export async function handlePolicyDownload(request: Request, rawType: string): Promise<Response> {
  const type = pathPolicyType(rawType)
  const row = await findPolicyFile(type)
  if (!row) throw new NotFound(NO_FILE)
  const headers = new Headers({
    ETag: etagOf(row),
    'Cache-Control': 'no-cache',
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': 'sandbox',
  })
  if (matchesIfNoneMatch(request.headers.get('If-None-Match'), etagOf(row))) return new Response(null, { status: 304, headers })

  const file = await openCurrentFile(type, row)
  if (!file) throw new NotFound(NO_FILE)
  headers.set('ETag', etagOf(file.row))
  headers.set('Content-Type', 'application/pdf')
  headers.set('Content-Length', String(file.row.file_size))
  headers.set('Content-Disposition', `attachment; filename="${policyDownloadName(type)}"`)
  return new Response(file.body, { status: 200, headers })
}

const registrationSchema = v.object({
  policy_type: v.picklist(POLICY_TYPES, `policy_type must be one of ${POLICY_TYPES.join(', ')}`),
  object_key: v.pipe(v.string('object_key must be text'), v.maxLength(300, 'object_key is too long')),
  file_name: v.pipe(v.string('file_name must be text'), v.maxLength(1000, 'file_name is too long')),
  file_size: v.pipe(
    v.number('file_size must be a number of bytes'),
    v.integer('file_size must be a whole number of bytes'),
    v.minValue(1, 'file_size must be at least 1 byte'),
    v.maxValue(MAX_POLICY_FILE_BYTES, 'File size must be less than 10MB'),
  ),
})

function invalidRegistration(details: Record<string, string>): never {
  throw new BadRequest('Invalid request', 400, details)
}

/**
 * POST /api/policy-files {policy_type, object_key, file_name, file_size}: makes a PDF that is
 * already in storage under `policies/<type>/…` the current file of its type. Admin only.
 */
export async function handlePolicyRegistration(request: Request, admin: SessionAdmin): Promise<Response> {
  const input = await parseJsonRequest(request, registrationSchema, 8 * 1024)

  const { policy_type: type, object_key: objectKey, file_size: fileSize } = input
  if (!isObjectKeyOf(type, objectKey)) invalidRegistration({ object_key: `object_key must look like policies/${type}/<name>.pdf` })
  const fileName = cleanFileName(input.file_name)
  if (!fileName) invalidRegistration({ file_name: 'file_name is required' })

  const store = objectStore()
  const storedSize = await store.size(objectKey)
  if (storedSize === null) invalidRegistration({ object_key: 'No stored object has this key' })
  if (storedSize !== fileSize) invalidRegistration({ file_size: `file_size does not match the stored object (${storedSize} bytes)` })
  const bytes = await store.read(objectKey)
  if (!bytes || bytes.byteLength !== fileSize) invalidRegistration({ object_key: 'The stored object changed while it was read' })
  if (!isPdf(bytes)) throw new BadRequest('Only PDF files can be registered', 415)

  await registerPolicyFile({ type, objectKey, fileName, fileSize, sha256: sha256Hex(bytes) }, admin.email, store)
  return json({ message: `${POLICY_TITLES[type]} registered successfully` }, { status: 201 })
}

const ONLY_PDF = 'Only PDF files can be uploaded'
const TOO_LARGE = 'File size must be less than 10MB'

/** Refused before the body is read: the body is let go unread. */
function refuse(request: Request, refusal: BadRequest): never {
  void request.body?.cancel().catch(() => {})
  throw refusal
}

function isPdfContentType(header: string | null): boolean {
  return (header ?? '').split(';')[0]!.trim().toLowerCase() === 'application/pdf'
}

/**
 * POST /api/policy-files/upload: the raw PDF as the body, with X-Policy-Type, X-File-Name
 * (percent-encoded) and Content-Type: application/pdf. Admin only.
 */
export async function handlePolicyUpload(request: Request, admin: SessionAdmin): Promise<Response> {
  const type = request.headers.get('X-Policy-Type')
  if (!isPolicyType(type)) refuse(request, new BadRequest(UNKNOWN_TYPE))
  if (!isPdfContentType(request.headers.get('Content-Type'))) refuse(request, new BadRequest(ONLY_PDF, 415))
  if (Number(request.headers.get('Content-Length') ?? 0) > MAX_POLICY_FILE_BYTES) refuse(request, new BadRequest(TOO_LARGE, 413))

  const body = await readPdfBody(request.body, MAX_POLICY_FILE_BYTES)
  if (!body.ok) {
    if (body.reason === 'too-large') throw new BadRequest(TOO_LARGE, 413)
    if (body.reason === 'not-pdf') throw new BadRequest(ONLY_PDF, 415)
    throw new BadRequest('The file is empty')
  }
  const fileName = fileNameFromHeader(request.headers.get('X-File-Name')) || policyDownloadName(type)
  await savePolicyFile({ type, fileName, bytes: body.bytes, sha256: body.sha256 }, admin.email)
  return json({ message: `${POLICY_TITLES[type]} uploaded successfully` }, { status: 201 })
}
