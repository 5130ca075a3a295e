import { BadRequest } from '../errors.ts'
import { exceedsJsonDepth, JSON_DEPTH_LIMIT } from './json-depth.ts'
import { isStorableText, unstorableFields, UNSTORABLE_TEXT } from './storable-text.ts'

export const TOO_LARGE = 'The request is too large'
export const BODY_TOO_SLOW = 'The request body took too long to arrive. Please try again.'
export const BODY_CUT_OFF = 'The request body ended before it was complete'

/** Every body gets this long, plus the time its limit takes at the minimum rate below. */
export const BODY_GRACE_MS = 10_000
/** 128 kbit/s: a public form (64 KiB) gets 14 s in all, a 12 MB photo about 13 minutes. */
export const BODY_MIN_BYTES_PER_SECOND = 16 * 1024

/** How long a body of at most `limit` bytes may take to arrive, from the first read. */
export function bodyDeadlineMs(limit: number): number {
  return BODY_GRACE_MS + Math.ceil((limit / BODY_MIN_BYTES_PER_SECOND) * 1000)
}

type BodyOverflow = { tooLarge: true }

/** What each read of a body may hold while it waits for bytes. */
const READ_BUFFER_BYTES = 16 * 1024

type BodyReader = { reader: ReadableStreamBYOBReader | ReadableStreamDefaultReader<Uint8Array>; read: () => Promise<ReadableStreamReadResult<Uint8Array>> }

/**
 * Reads a body's bytes into one small buffer of its own, kept for the whole read, and hands each
 * read over as a copy of just its bytes. Deno's default reader gives every read a fresh 64 KiB
 * buffer, however few bytes arrive: thousands of bodies trickled a byte at a time would hold
 * 64 KiB each, outside the JavaScript heap, and pin 64 KiB more per byte kept. A stream that is
 * not made of bytes is read chunk by chunk, each kept only as large as its bytes.
 */
function bodyReader(stream: ReadableStream<Uint8Array>): BodyReader {
  let byob: ReadableStreamBYOBReader
  try {
    byob = stream.getReader({ mode: 'byob' })
  } catch {
    const reader = stream.getReader()
    return {
      reader,
      read: async () => {
        const next = await reader.read()
        if (next.done || next.value.byteLength === next.value.buffer.byteLength) return next
        return { done: false, value: next.value.slice() }
      },
    }
  }
  let buffer = new Uint8Array(READ_BUFFER_BYTES)
  return {
    reader: byob,
    read: async () => {
      const next = await byob.read(buffer)
      if (next.done || !next.value) return { done: true, value: undefined }
      buffer = new Uint8Array(next.value.buffer)
      return { done: false, value: next.value.slice() }
    },
  }
}

const lettingGo = new WeakMap<ReadableStream<Uint8Array>, Promise<void>>()

/**
 * Cancels a body once its pending read settles. Deno drops a connection only when its body was
 * cancelled with no read in flight (see cut-connection.ts), so a body that was too slow is let go
 * when its next bytes arrive, or when the client goes away.
 */
function letGoAfter(stream: ReadableStream<Uint8Array>, { reader }: BodyReader, pending: Promise<unknown>): void {
  const cancelled = pending.then(() => reader.cancel())
  lettingGo.set(
    stream,
    cancelled.then(
      () => undefined,
      () => undefined,
    ),
  )
}

/** Resolves when the site is done with `stream`: at once, unless a read that was too slow is still in flight. */
export function bodyLetGo(stream: ReadableStream<Uint8Array> | null): Promise<void> {
  return (stream && lettingGo.get(stream)) ?? Promise.resolve()
}

/**
 * Reads a stream, counting bytes as they arrive. Past `limit` it cancels the stream and answers
 * `{ tooLarge: true }`, so no more than the limit plus one chunk is ever held, whatever the
 * Content-Length said or left out. `inspect` sees each chunk first and may stop the read by
 * returning a reason, which is then returned instead of the chunks. A body still arriving after
 * `deadlineMs` is a 408, and one the client cut off a 400: neither is the site's error, nor logged.
 */
export async function readWithin<Reason = never>(
  stream: ReadableStream<Uint8Array> | null,
  limit: number,
  inspect?: (chunk: Uint8Array) => Reason | undefined,
  deadlineMs = bodyDeadlineMs(limit),
): Promise<{ chunks: Uint8Array[]; total: number } | BodyOverflow | { stopped: Reason }> {
  const chunks: Uint8Array[] = []
  let total = 0
  if (!stream) return { chunks, total }
  const body = bodyReader(stream)
  const { reader } = body
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), deadlineMs)
  })
  let tooSlow = false
  try {
    for (;;) {
      const pending = body.read()
      const next = await Promise.race([pending, late]).catch(() => {
        throw new BadRequest(BODY_CUT_OFF)
      })
      if (next === 'late') {
        tooSlow = true
        letGoAfter(stream, body, pending)
        throw new BadRequest(BODY_TOO_SLOW, 408)
      }
      const { done, value } = next
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
    clearTimeout(timer)
    // A read still in flight keeps the lock until letGoAfter cancels the stream.
    if (!tooSlow) reader.releaseLock()
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

/** The whole body as bytes, or BadRequest 413 as soon as it passes `limit` (408 when it is too slow, see readWithin). */
export async function readBodyBytes(request: Request, limit: number, deadlineMs = bodyDeadlineMs(limit)): Promise<Uint8Array> {
  if (Number(request.headers.get('Content-Length') ?? '0') > limit) {
    discardBody(request)
    throw new BadRequest(TOO_LARGE, 413)
  }
  const read = await readWithin(request.body, limit, undefined, deadlineMs)
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

/**
 * The named fields of a form post to a page that sends the visitor back saying what to correct:
 * each empty when missing or not storable text, all empty when the form cannot be read (a 400),
 * so the page asks for them again; a body too large or of another type throws its 413 or 415.
 */
export async function readFormFields<Name extends string>(request: Request, limit: number, names: readonly Name[]): Promise<Record<Name, string>> {
  let form = new URLSearchParams()
  try {
    form = await readFormBody(request, limit)
  } catch (error) {
    if (!(error instanceof BadRequest) || error.status !== 400) throw error
  }
  const value = (name: Name) => form.get(name) ?? ''
  return Object.fromEntries(names.map((name) => [name, isStorableText(value(name)) ? value(name) : ''])) as Record<Name, string>
}
