import { describe, expect, it } from 'vitest'
import { BadRequest } from '../errors.ts'
import { BODY_CUT_OFF, BODY_TOO_SLOW, bodyDeadlineMs, bodyLetGo, readBodyBytes, readFormBody, readJsonBody, readWithin } from './request-body.ts'

const LIMIT = 1024

/** A body streamed in `count` chunks of `size` bytes, made only as they are pulled, counting how many were. */
function streamedBody(count: number, size: number, byte = 0x61) {
  let pulled = 0
  let cancelled = false
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled === count) return controller.close()
      pulled++
      controller.enqueue(new Uint8Array(size).fill(byte))
    },
    cancel() {
      cancelled = true
    },
  })
  return { stream, pulled: () => pulled, cancelled: () => cancelled }
}

function post(body: BodyInit | ReadableStream<Uint8Array>, headers: Record<string, string>): Request {
  return new Request('http://localhost/api/test', { method: 'POST', body, headers, duplex: 'half' } as RequestInit)
}

async function refusal(promise: Promise<unknown>): Promise<BadRequest> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  )
  if (!(error instanceof BadRequest)) throw new Error(`Expected a BadRequest, got ${String(error)}`)
  return error
}

describe('readBodyBytes', () => {
  it('stops a streamed body with no Content-Length at the limit, without pulling the rest', async () => {
    const body = streamedBody(1000, 100)
    const error = await refusal(readBodyBytes(post(body.stream, {}), LIMIT))
    expect(error.status).toBe(413)
    expect(body.pulled()).toBeLessThan(20)
    expect(body.cancelled()).toBe(true)
  })

  it('stops a body whose Content-Length understates it', async () => {
    const body = streamedBody(1000, 100)
    const error = await refusal(readBodyBytes(post(body.stream, { 'Content-Length': '10' }), LIMIT))
    expect(error.status).toBe(413)
    expect(body.pulled()).toBeLessThan(20)
  })

  it('refuses a declared Content-Length over the limit before reading anything', async () => {
    const body = streamedBody(1000, 100)
    const error = await refusal(readBodyBytes(post(body.stream, { 'Content-Length': String(LIMIT + 1) }), LIMIT))
    expect(error.status).toBe(413)
    expect(body.pulled()).toBeLessThanOrEqual(1)
  })

  it('accepts a body of exactly the limit, and refuses one byte more', async () => {
    expect((await readBodyBytes(post(streamedBody(4, 256).stream, {}), LIMIT)).byteLength).toBe(LIMIT)
    expect((await refusal(readBodyBytes(post(streamedBody(1, LIMIT + 1).stream, {}), LIMIT))).status).toBe(413)
  })
})

/** A byte stream that sends `first`, then one byte each time `send` is called, or fails when `fail` is. */
function trickledBody(first: string) {
  let controller!: ReadableByteStreamController
  let cancelled = false
  const stream = new ReadableStream({
    type: 'bytes',
    start(started) {
      controller = started
      controller.enqueue(new TextEncoder().encode(first))
    },
    cancel() {
      cancelled = true
    },
  })
  return {
    stream: stream as ReadableStream<Uint8Array>,
    send: () => controller.enqueue(new Uint8Array([0x61])),
    fail: () => controller.error(new Error('connection reset')),
    cancelled: () => cancelled,
  }
}

describe('body deadlines', () => {
  it('gives every body 10 s plus its limit at 16 KiB/s', () => {
    expect(bodyDeadlineMs(0)).toBe(10_000)
    expect(bodyDeadlineMs(64 * 1024)).toBe(14_000)
  })

  it('answers a body still arriving at its deadline with 408, and lets it go once its pending read settles', async () => {
    const body = trickledBody('{"message":"')
    const error = await refusal(readBodyBytes(post(body.stream, { 'Content-Type': 'application/json' }), LIMIT, 50))
    expect([error.status, error.message]).toEqual([408, BODY_TOO_SLOW])
    expect(body.cancelled()).toBe(false)
    body.send()
    await bodyLetGo(body.stream)
    expect(body.cancelled()).toBe(true)
  })

  it('answers a body its client cut off with a 400, not an error of the site', async () => {
    const body = trickledBody('{"message":"')
    const reading = readWithin(body.stream, LIMIT, undefined, 5000)
    body.fail()
    const error = await refusal(reading)
    expect([error.status, error.message]).toEqual([400, BODY_CUT_OFF])
  })

  it('keeps only the bytes of each read, not the buffer they came in', async () => {
    let sent = 0
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ === 3) return controller.close()
        controller.enqueue(new Uint8Array(64 * 1024).subarray(0, 1))
      },
    })
    const read = await readWithin(stream, LIMIT)
    if (!('chunks' in read)) throw new Error('expected the chunks')
    expect(read.chunks.map((chunk) => chunk.buffer.byteLength)).toEqual([1, 1, 1])
  })
})

describe('readJsonBody', () => {
  const jsonPost = (text: string | Uint8Array, type = 'application/json') => post(text as BodyInit, { 'Content-Type': type })

  it('reads a JSON object', async () => {
    expect(await readJsonBody(jsonPost('{"name":"Jane","tags":["a"]}'), LIMIT)).toEqual({ name: 'Jane', tags: ['a'] })
  })

  it.each([
    ['text/plain', 415],
    ['application/x-www-form-urlencoded', 415],
    ['', 415],
  ])('answers a Content-Type of %j with %i', async (type, status) => {
    expect((await refusal(readJsonBody(jsonPost('{}', type), LIMIT))).status).toBe(status)
  })

  it('accepts application/json with a charset', async () => {
    expect(await readJsonBody(jsonPost('{}', 'application/json; charset=utf-8'), LIMIT)).toEqual({})
  })

  it.each([
    ['invalid UTF-8', new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d])],
    ['truncated JSON', '{"name": "Ja'],
    ['an array', '[1,2]'],
    ['a string', '"text"'],
    ['null', 'null'],
    ['nesting 33 deep', `{"a":${'['.repeat(32)}${']'.repeat(32)}}`],
  ])('answers %s with 400', async (_name, body) => {
    expect((await refusal(readJsonBody(jsonPost(body), LIMIT))).status).toBe(400)
  })

  it('accepts nesting 32 deep, and brackets inside strings do not count', async () => {
    await expect(readJsonBody(jsonPost(`{"a":${'['.repeat(31)}${']'.repeat(31)}}`), LIMIT)).resolves.toBeTruthy()
    await expect(readJsonBody(jsonPost(`{"a":"${'[{'.repeat(100)}\\""}`), LIMIT)).resolves.toBeTruthy()
  })

  it('names each field, at any depth, holding a NUL or an unpaired surrogate', async () => {
    const error = await refusal(readJsonBody(jsonPost('{"name":"a\\u0000b","nested":{"list":["ok","\\ud800"]},"fine":"\\ud83d\\ude00"}'), LIMIT))
    expect(error.status).toBe(400)
    expect(error.details).toEqual({ name: 'Contains characters that cannot be stored', 'nested.list.1': 'Contains characters that cannot be stored' })
  })

  it('names a key holding a NUL', async () => {
    const error = await refusal(readJsonBody(jsonPost('{"na\\u0000me":"x"}'), LIMIT))
    expect(Object.keys(error.details as object)).toEqual(['na\uFFFDme'])
  })

  it('drops prototype keys, so nothing is polluted', async () => {
    const body = await readJsonBody(jsonPost('{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}},"name":"Jane"}'), LIMIT)
    expect(body).toEqual({ name: 'Jane' })
    expect(Object.getPrototypeOf(body)).toBe(Object.prototype)
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })
})

describe('readFormBody', () => {
  it('reads url-encoded and multipart forms', async () => {
    const encoded = await readFormBody(post('name=Jane+Smith&a=%C3%A9', { 'Content-Type': 'application/x-www-form-urlencoded' }), LIMIT)
    expect([...encoded]).toEqual([
      ['name', 'Jane Smith'],
      ['a', 'é'],
    ])
    const multipart = new FormData()
    multipart.set('name', 'Jane')
    const request = new Request('http://localhost/', { method: 'POST', body: multipart })
    expect((await readFormBody(request, LIMIT)).get('name')).toBe('Jane')
  })

  it('answers JSON with 415, invalid UTF-8 with 400 and too much with 413', async () => {
    expect((await refusal(readFormBody(post('{}', { 'Content-Type': 'application/json' }), LIMIT))).status).toBe(415)
    const invalid = new Uint8Array([0x61, 0x3d, 0xc3, 0x28])
    expect((await refusal(readFormBody(post(invalid, { 'Content-Type': 'application/x-www-form-urlencoded' }), LIMIT))).status).toBe(400)
    const large = streamedBody(100, 100)
    expect((await refusal(readFormBody(post(large.stream, { 'Content-Type': 'application/x-www-form-urlencoded' }), LIMIT))).status).toBe(413)
  })
})
