import { randomUUID } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { RunningFake } from './running-fake.ts'

/** One POST /emails the fake received. */
export type RecordedEmailRequest = {
  idempotencyKey: string | null
  authorization: string | null
  body: {
    from?: string
    to?: string | string[]
    reply_to?: string | string[]
    subject?: string
    html?: string
    text?: string
    /** Headers the e-mail asks for, as Resend takes them (List-Unsubscribe …). */
    headers?: Record<string, string>
  }
  /** What the fake answered; 0 when it dropped the connection instead. */
  status: number
  /** False when an earlier request with the same Idempotency-Key was already accepted (Resend sends nothing again). */
  delivered: boolean
}

export type FakeResend = RunningFake & {
  url: string
  /** Every request so far, in order. */
  requests: () => RecordedEmailRequest[]
  /** The e-mails actually delivered: accepted, and not a replay of an idempotency key. */
  delivered: () => RecordedEmailRequest[]
  /** The next `times` requests get `status` (e.g. 500), then normal service resumes; status 0 drops the connection. */
  failNext: (status: number, times?: number) => void
  /**
   * The next `times` requests lose their connection without an answer: before the e-mail is taken,
   * or, with `afterAccepting`, once it has been (the sender cannot know it went).
   */
  dropNext: (times?: number, afterAccepting?: boolean) => void
  /** Answers each request only after `ms`, as a slow network would. */
  setDelay: (ms: number) => void
  reset: () => void
}

export const FAKE_RESEND_API_KEY = 're_fake_test_key'

/** What the fake does instead of answering normally: an error status, or a dropped connection. */
type Failure = number | 'drop' | 'drop-after-accepting'

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = ''
    request.setEncoding('utf8')
    request.on('data', (chunk: string) => (text += chunk))
    request.on('end', () => resolve(text))
    request.on('error', reject)
  })
}

function answer(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'Content-Type': 'application/json' })
  response.end(JSON.stringify(body))
}

/**
 * A fake Resend API on loopback. It records every `POST /emails` with its Idempotency-Key and
 * answers like Resend: `{ id }`, the first answer again for a repeated key, and
 * `{ statusCode, name, message }` for a failure. The control API lets a test in another process
 * steer it: `GET /_control/requests`, `POST /_control/fail {status, times}`, `POST /_control/reset`.
 */
export async function startFakeResend(): Promise<FakeResend> {
  let requests: RecordedEmailRequest[] = []
  let failures: Failure[] = []
  let acceptedIds = new Map<string, string>()
  let delayMs = 0

  const delivered = () => requests.filter((request) => request.delivered)
  const failNext = (status: number, times = 1) => {
    failures.push(...Array.from({ length: times }, (): Failure => (status === 0 ? 'drop' : status)))
  }
  const dropNext = (times = 1, afterAccepting = false) => {
    failures.push(...Array.from({ length: times }, (): Failure => (afterAccepting ? 'drop-after-accepting' : 'drop')))
  }
  const reset = () => {
    requests = []
    failures = []
    acceptedIds = new Map()
    delayMs = 0
  }

  async function receiveEmail(request: IncomingMessage, response: ServerResponse) {
    const idempotencyKey = request.headers['idempotency-key']?.toString() ?? null
    const authorization = request.headers.authorization ?? null
    let body: RecordedEmailRequest['body']
    try {
      body = JSON.parse(await readBody(request))
    } catch {
      return answer(response, 400, { statusCode: 400, name: 'validation_error', message: 'Invalid JSON' })
    }
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs))
    if (authorization !== `Bearer ${FAKE_RESEND_API_KEY}`) {
      requests.push({ idempotencyKey, authorization, body, status: 401, delivered: false })
      return answer(response, 401, { statusCode: 401, name: 'missing_api_key', message: 'Missing or wrong API key' })
    }
    const failure = failures.shift()
    if (failure === 'drop') {
      requests.push({ idempotencyKey, authorization, body, status: 0, delivered: false })
      return request.socket.destroy()
    }
    if (typeof failure === 'number') {
      requests.push({ idempotencyKey, authorization, body, status: failure, delivered: false })
      return answer(response, failure, { statusCode: failure, name: 'application_error', message: 'The fake was told to fail' })
    }
    const replayed = idempotencyKey ? acceptedIds.get(idempotencyKey) : undefined
    const id = replayed ?? randomUUID()
    if (idempotencyKey && !replayed) acceptedIds.set(idempotencyKey, id)
    requests.push({ idempotencyKey, authorization, body, status: failure ? 0 : 200, delivered: !replayed })
    if (failure === 'drop-after-accepting') return request.socket.destroy()
    answer(response, 200, { id })
  }

  async function control(request: IncomingMessage, response: ServerResponse, path: string) {
    if (request.method === 'GET' && path === '/_control/requests') return answer(response, 200, requests)
    if (request.method === 'POST' && path === '/_control/fail') {
      const { status = 500, times = 1 } = JSON.parse((await readBody(request)) || '{}') as { status?: number; times?: number }
      failNext(status, times)
      return answer(response, 200, { ok: true })
    }
    if (request.method === 'POST' && path === '/_control/reset') {
      reset()
      return answer(response, 200, { ok: true })
    }
    answer(response, 404, { error: 'Unknown control path' })
  }

  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://fake').pathname
    const handled = path.startsWith('/_control/')
      ? control(request, response, path)
      : request.method === 'POST' && path === '/emails'
        ? receiveEmail(request, response)
        : Promise.resolve(answer(response, 404, { statusCode: 404, name: 'not_found', message: `No route ${request.method} ${path}` }))
    handled.catch(() => answer(response, 500, { statusCode: 500, name: 'application_error', message: 'The fake broke' }))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

  return {
    url,
    env: { RESEND_API_KEY: FAKE_RESEND_API_KEY, RESEND_BASE_URL: url, OUTBOX_POLL_MS: '250' },
    requests: () => requests,
    delivered,
    failNext,
    dropNext,
    setDelay: (ms) => {
      delayMs = ms
    },
    reset,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
