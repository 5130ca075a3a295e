import { createHash } from 'node:crypto'

const PDF_SIGNATURE = new TextEncoder().encode('%PDF-')

export type PdfBody =
  | { ok: true; bytes: Uint8Array; sha256: string }
  | { ok: false; reason: 'too-large' | 'not-pdf' | 'empty' }

function startsLikePdf(bytes: Uint8Array): boolean {
  return PDF_SIGNATURE.every((byte, index) => bytes[index] === byte)
}

/** Copies `chunks` (of `total` bytes) into one array, reusing the only chunk when there is one. */
function joinChunks(chunks: Uint8Array[], total: number): Uint8Array {
  if (chunks.length === 1) return chunks[0]!
  const joined = new Uint8Array(total)
  let offset = 0
  for (const chunk of chunks) {
    joined.set(chunk, offset)
    offset += chunk.byteLength
  }
  return joined
}

/**
 * Reads a PDF request body as a stream, keeping at most `limit` bytes. It stops reading
 * (and cancels the stream) as soon as the body passes the limit or its first bytes are
 * not `%PDF-`, so the rest of an oversized or wrong body is never pulled into memory.
 */
export async function readPdfBody(body: ReadableStream<Uint8Array> | null, limit: number): Promise<PdfBody> {
  if (!body) return { ok: false, reason: 'empty' }
  const reader = body.getReader()
  const chunks: Uint8Array[] = []
  const hash = createHash('sha256')
  let total = 0
  let head = new Uint8Array(0)
  const stop = async (reason: 'too-large' | 'not-pdf'): Promise<PdfBody> => {
    await reader.cancel().catch(() => {})
    return { ok: false, reason }
  }
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    if (value.byteLength === 0) continue
    total += value.byteLength
    if (total > limit) return stop('too-large')
    if (head.byteLength < PDF_SIGNATURE.byteLength) {
      head = joinChunks([head, value], head.byteLength + value.byteLength).slice(0, PDF_SIGNATURE.byteLength)
      if (head.byteLength === PDF_SIGNATURE.byteLength && !startsLikePdf(head)) return stop('not-pdf')
    }
    chunks.push(value)
    hash.update(value)
  }
  if (total === 0) return { ok: false, reason: 'empty' }
  if (!startsLikePdf(head)) return { ok: false, reason: 'not-pdf' }
  return { ok: true, bytes: joinChunks(chunks, total), sha256: hash.digest('hex') }
}

export function sha256Hex(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex')
}

export function isPdf(bytes: Uint8Array): boolean {
  return startsLikePdf(bytes)
}
