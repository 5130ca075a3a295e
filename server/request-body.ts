import { BadRequest } from './http.ts'
import { exceedsJsonDepth, JSON_DEPTH_LIMIT } from './json-depth.ts'
import { unstorableFields, UNSTORABLE_TEXT } from './storable-text.ts'

export const TOO_LARGE = 'The request is too large'

type BodyOverflow = { tooLarge: true }

/**
 * Reads a stream, counting bytes as they arrive. Past `limit` it cancels the stream and answers
 * `{ tooLarge: true }`, so no more than the limit plus one chunk is ever held, whatever the
 * Content-Length said or left out. `inspect` sees each chunk first and may stop the read by
 * returning a reason, which is then returned instead of the chunks.
 */
export async function readWithin<Reason = never>(
  stream: ReadableStream<Uint8Array> | null,
  limit: number,
  inspect?: (chunk: Uint8Array) => Reason | undefined,
): Promise<{ chunks: Uint8Array[]; total: number } | BodyOverflow | { stopped: Reason }> {
  const chunks: Uint8Array[] = []
  let total = 0
  if (!stream) return { chunks, total }
  const reader = stream.getReader()
  try {
    for (;;) {
      const { done, value } = await reader.read()
      if (done) return { chunks, total }
      if (value.byteLength === 0) continue
      total += value.byteLength
      if (total > limit) {
        await reader.cancel().catch(() => {})
        return { tooLarge: true }
      }
      const stopped = inspect?.(value)
      if (stopped !== undefined) {
        await reader.cancel().catch(() => {})
        return { stopped }
      }
      chunks.push(value)
    }
  } finally {
    reader.releaseLock()
  }
}

/** Copies `chunks` (of `total` bytes) into one array, reusing the only chunk when there is one. */
export function joinChunks(chunks: Uint8Array[], total: number): Uint8Array {
  if (chunks.length === 1) return chunks[0]!
  const joined = new Uint8Array(total)
  let offset = 0
  for (const chunk of chunks) {
    joined.set(chunk, offset)
    offset += chunk.byteLength
  }
  return joined
}

/** Turns a refused stream away at once, so a body that will never be read is not waited for. */
export function discardBody(request: Request): void {
  if (request.body && !request.bodyUsed) void request.body.cancel().catch(() => {})
}

/** The whole body as bytes, or BadRequest 413 as soon as it passes `limit`. */
export async function readBodyBytes(request: Request, limit: number): Promise<Uint8Array> {
  if (Number(request.headers.get('Content-Length') ?? '0') > limit) {
    discardBody(request)
    throw new BadRequest(TOO_LARGE, 413)
  }
  const read = await readWithin(request.body, limit)
  if ('tooLarge' in read) throw new BadRequest(TOO_LARGE, 413)
  if ('stopped' in read) throw new BadRequest(TOO_LARGE, 413)
  return joinChunks(read.chunks, read.total)
}

const strictUtf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false })

function decodeUtf8(bytes: Uint8Array): string {
  try {
    return strictUtf8.decode(bytes)
  } catch {
    throw new BadRequest('The request body is not valid UTF-8')
  }
}

function mediaType(request: Request): string {
  return (request.headers.get('Content-Type') ?? '').split(';')[0]!.trim().toLowerCase()
}

function refuseType(request: Request, expected: string): never {
  discardBody(request)
  throw new BadRequest(`Expected ${expected}`, 415)
}

const POLLUTING_KEYS = new Set(['__proto__', 'constructor', 'prototype'])

/** Drops keys that could reach an object's prototype if the value were ever merged into another. */
function withoutPollutingKeys(key: string, value: unknown): unknown {
  return POLLUTING_KEYS.has(key) ? undefined : value
}

/** Throws a 400 naming each field whose text (or name) PostgreSQL could not store. */
function assertStorableText(value: unknown): void {
  const fields = unstorableFields(value)
  if (fields.length > 0) throw new BadRequest(UNSTORABLE_TEXT.error, 400, Object.fromEntries(fields.map((field) => [field, UNSTORABLE_TEXT.message])))
}

/**
 * Reads a JSON object body of at most `limit` bytes: 415 for another type, 413 past the limit,
 * 400 for invalid UTF-8, invalid JSON, nesting deeper than the limit, something other than an
 * object, or text PostgreSQL cannot store (NUL, unpaired surrogates), naming the fields.
 */
export async function readJsonBody(request: Request, limit: number): Promise<Record<string, unknown>> {
  if (mediaType(request) !== 'application/json') refuseType(request, 'a JSON body (Content-Type: application/json)')
  const text = decodeUtf8(await readBodyBytes(request, limit))
  if (exceedsJsonDepth(text)) throw new BadRequest(`The JSON is nested more than ${JSON_DEPTH_LIMIT} levels deep`)
  let parsed: unknown
  try {
    parsed = JSON.parse(text, withoutPollutingKeys)
  } catch {
    throw new BadRequest('The request body is not valid JSON')
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new BadRequest('Expected a JSON object')
  assertStorableText(parsed)
  return parsed as Record<string, unknown>
}

const FORM_TYPES = new Set(['application/x-www-form-urlencoded', 'multipart/form-data'])

/**
 * Reads a form post (url-encoded or multipart) of at most `limit` bytes as name/value pairs:
 * 415 for another type, 413 past the limit, 400 for invalid UTF-8 or a malformed body.
 * Uploaded files are not kept; only text fields are. Text is not checked for storability
 * here, so a page can show it as a field error: see `unstorableFields`.
 */
export async function readFormBody(request: Request, limit: number): Promise<URLSearchParams> {
  const type = mediaType(request)
  if (!FORM_TYPES.has(type)) refuseType(request, 'a form post (application/x-www-form-urlencoded)')
  const bytes = await readBodyBytes(request, limit)
  if (type === 'application/x-www-form-urlencoded') return new URLSearchParams(decodeUtf8(bytes))
  let form: FormData
  try {
    form = await new Response(bytes as BodyInit, { headers: { 'Content-Type': request.headers.get('Content-Type')! } }).formData()
  } catch {
    throw new BadRequest('The form data is malformed')
  }
  const fields = new URLSearchParams()
  for (const [name, value] of form) if (typeof value === 'string') fields.append(name, value)
  return fields
}
