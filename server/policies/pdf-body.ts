import { createHash } from 'node:crypto'
import { joinChunks, readWithin } from '../http/request-body.ts'

const PDF_SIGNATURE = new TextEncoder().encode('%PDF-')

type PdfBody = { ok: true; bytes: Uint8Array; sha256: string } | { ok: false; reason: 'too-large' | 'not-pdf' | 'empty' }

function startsLikePdf(bytes: Uint8Array): boolean {
  return PDF_SIGNATURE.every((byte, index) => bytes[index] === byte)
}

/**
 * Reads a PDF request body as a stream, keeping at most `limit` bytes. It stops reading
 * (and cancels the stream) as soon as the body passes the limit or its first bytes are
 * not `%PDF-`, so the rest of an oversized or wrong body is never pulled into memory.
 */
export async function readPdfBody(body: ReadableStream<Uint8Array> | null, limit: number): Promise<PdfBody> {
  if (!body) return { ok: false, reason: 'empty' }
  const hash = createHash('sha256')
  let head = new Uint8Array(0)
  const read = await readWithin(body, limit, (chunk): 'not-pdf' | undefined => {
    if (head.byteLength < PDF_SIGNATURE.byteLength) {
      head = joinChunks([head, chunk], head.byteLength + chunk.byteLength).slice(0, PDF_SIGNATURE.byteLength)
      if (head.byteLength === PDF_SIGNATURE.byteLength && !startsLikePdf(head)) return 'not-pdf'
    }
    hash.update(chunk)
    return undefined
  })
  if ('tooLarge' in read) return { ok: false, reason: 'too-large' }
  if ('stopped' in read) return { ok: false, reason: read.stopped }
  if (read.total === 0) return { ok: false, reason: 'empty' }
  if (!startsLikePdf(head)) return { ok: false, reason: 'not-pdf' }
  return { ok: true, bytes: joinChunks(read.chunks, read.total), sha256: hash.digest('hex') }
}

export function sha256Hex(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex')
}

export function isPdf(bytes: Uint8Array): boolean {
  return startsLikePdf(bytes)
}
