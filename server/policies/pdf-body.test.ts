import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { readPdfBody } from './pdf-body.ts'

const encode = (text: string) => new TextEncoder().encode(text)

function streamOf(...chunks: string[]): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encode(chunk))
      controller.close()
    },
  })
}

describe('readPdfBody', () => {
  it('joins the chunks and hashes them, even with the signature split across chunks', async () => {
    const result = await readPdfBody(streamOf('%P', 'DF-1.7', '\nrest'), 100)
    expect(result).toEqual({ ok: true, bytes: encode('%PDF-1.7\nrest'), sha256: createHash('sha256').update('%PDF-1.7\nrest').digest('hex') })
  })

  it('accepts exactly the limit and refuses one byte more', async () => {
    expect((await readPdfBody(streamOf('%PDF-', '12345'), 10)).ok).toBe(true)
    expect(await readPdfBody(streamOf('%PDF-', '123456'), 10)).toEqual({ ok: false, reason: 'too-large' })
  })

  it('refuses an empty body, a short one and one that is not a PDF', async () => {
    expect(await readPdfBody(null, 10)).toEqual({ ok: false, reason: 'empty' })
    expect(await readPdfBody(streamOf(), 10)).toEqual({ ok: false, reason: 'empty' })
    expect(await readPdfBody(streamOf('%PD'), 10)).toEqual({ ok: false, reason: 'not-pdf' })
    expect(await readPdfBody(streamOf('GIF89a'), 10)).toEqual({ ok: false, reason: 'not-pdf' })
  })
})
