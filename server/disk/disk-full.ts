import { errorResponse } from '../http/responses.ts'
import { recordDiskFull } from './disk-space.ts'

/** Operating-system codes for a write refused for want of space: a full disk, or a user's quota. */
const FULL_DISK_CODES = new Set(['ENOSPC', 'EDQUOT'])

/** PostgreSQL's SQLSTATE disk_full (class 53, insufficient resources). */
const POSTGRES_DISK_FULL = '53100'

/**
 * What the errors say when the code is lost on the way: PostgreSQL's "could not extend file" and
 * the operating system's own words (also inside a PANIC or a wrapped error), and an S3-compatible
 * store answering 507 Insufficient Storage or naming a full disk or quota (MinIO's XMinioStorageFull).
 */
const FULL_DISK_WORDS = /No space left on device|Disk quota exceeded|could not extend file|\b507 Insufficient Storage\b|StorageFull|QuotaExceeded/i

const MAX_CAUSES = 5

/** Whether an error means a write failed because the disk (or the bucket behind it) is full. */
export function isDiskFull(error: unknown): boolean {
  let current = error
  for (let depth = 0; depth < MAX_CAUSES && current && typeof current === 'object'; depth++) {
    const { code, message } = current as { code?: unknown; message?: unknown }
    if (typeof code === 'string' && (FULL_DISK_CODES.has(code) || code === POSTGRES_DISK_FULL)) return true
    if (typeof message === 'string' && FULL_DISK_WORDS.test(message)) return true
    current = (current as { cause?: unknown }).cause
  }
  return false
}

/** Said to whoever tried to save something: an administrator, or a visitor. */
export const DISK_FULL_MESSAGE =
  "The server's disk is full, so this was not saved and nothing was changed. Please try again later. If you look after the website, free some space on its server first."

/** How long a client should wait before trying again: freeing space takes a person. */
const RETRY_AFTER_SECONDS = '60'

/** The 503 a write that met a full disk answers with. */
export function diskFullResponse(): Response {
  return errorResponse(503, DISK_FULL_MESSAGE, undefined, { headers: { 'Retry-After': RETRY_AFTER_SECONDS } })
}

/** A request whose write met a full disk: logged once with its cause, remembered for /readyz, and answered 503. */
export function answerDiskFull(pathname: string, error: unknown): Response {
  console.error(`The disk is full: ${pathname} could not save: ${error instanceof Error ? error.message : String(error)}`)
  recordDiskFull()
  return diskFullResponse()
}
