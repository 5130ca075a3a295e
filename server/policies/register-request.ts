import * as v from 'valibot'
import { MAX_POLICY_FILE_BYTES, POLICY_TITLES, POLICY_TYPES } from '../../app/lib/policy-types.ts'
import { requireAdmin } from '../auth/require-admin.ts'
import { env } from '../env.ts'
import { errorResponse, json } from '../http.ts'
import { isSameOriginRequest } from '../security/same-origin.ts'
import { parseJsonRequest } from '../validate.ts'
import { cleanFileName } from './file-name.ts'
import { isPdf, sha256Hex } from './pdf-body.ts'
import { isObjectKeyOf, registerPolicyFile } from './policy-files.ts'
import { policyStore } from './storage.ts'

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

/**
 * POST /api/policy-files {policy_type, object_key, file_name, file_size}: makes a PDF that is
 * already in storage under `policies/<type>/…` the current file of its type. Admin only.
 */
export async function handlePolicyRegistration(request: Request): Promise<Response> {
  if (!isSameOriginRequest(request, env().SITE_URL)) return errorResponse(403, 'Cross-site requests are not allowed')
  const admin = await requireAdmin(request)
  if (admin instanceof Response) return admin
  const input = await parseJsonRequest(request, registrationSchema, 8 * 1024)
  if (input instanceof Response) return input

  const { policy_type: type, object_key: objectKey, file_size: fileSize } = input
  if (!isObjectKeyOf(type, objectKey)) {
    return errorResponse(400, 'Invalid request', { object_key: `object_key must look like policies/${type}/<name>.pdf` })
  }
  const fileName = cleanFileName(input.file_name)
  if (!fileName) return errorResponse(400, 'Invalid request', { file_name: 'file_name is required' })

  const store = policyStore()
  const storedSize = await store.size(objectKey)
  if (storedSize === null) return errorResponse(400, 'Invalid request', { object_key: 'No stored object has this key' })
  if (storedSize !== fileSize) {
    return errorResponse(400, 'Invalid request', { file_size: `file_size does not match the stored object (${storedSize} bytes)` })
  }
  const bytes = await store.read(objectKey)
  if (!bytes || bytes.byteLength !== fileSize) return errorResponse(400, 'Invalid request', { object_key: 'The stored object changed while it was read' })
  if (!isPdf(bytes)) return errorResponse(415, 'Only PDF files can be registered')

  await registerPolicyFile({ type, objectKey, fileName, fileSize, sha256: sha256Hex(bytes) }, admin.email, store)
  return json({ message: `${POLICY_TITLES[type]} registered successfully` }, { status: 201 })
}
