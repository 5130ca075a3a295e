import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { request } from 'node:http'
import postgres from 'postgres'
import { sessionCookieName } from '../../server/auth/cookie.ts'
import { hashPassword } from '../../server/auth/password.ts'
import { createSession } from '../../server/auth/session.ts'

export type RawRequest = { method: string; path: string; headers?: Record<string, string>; body?: string | Uint8Array; localAddress?: string }

/** One request over its own connection, with exactly the bytes given: its status and body text. */
export function sendRaw(baseUrl: string, sent: RawRequest): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      `${baseUrl}${sent.path}`,
      { method: sent.method, headers: sent.headers, localAddress: sent.localAddress, agent: false },
      (response) => {
        let text = ''
        response.setEncoding('utf8')
        response.on('data', (chunk: string) => (text += chunk))
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text }))
      },
    )
    outgoing.on('error', reject)
    outgoing.end(sent.body)
  })
}

export type ChunkedResult = { status: number; sentBytes: number }

/**
 * Streams up to `totalBytes` with chunked transfer encoding (no Content-Length), made chunk by chunk
 * as the socket drains, and stops writing as soon as a response arrives: the status, and how much
 * was sent. With `finish` false the body is never ended, so only a server that answers before
 * reading all of it answers at all (a guard then fails the request after `timeoutMs`).
 */
export function sendChunked(
  baseUrl: string,
  sent: Omit<RawRequest, 'body'>,
  first: Uint8Array,
  totalBytes: number,
  { chunkBytes = 64 * 1024, finish = true, timeoutMs = 30_000 } = {},
): Promise<ChunkedResult> {
  const filler = new Uint8Array(chunkBytes).fill(0x61)
  return new Promise((resolve, reject) => {
    let sentBytes = 0
    let answered = false
    const outgoing = request(`${baseUrl}${sent.path}`, { method: sent.method, headers: sent.headers, agent: false }, (response) => {
      answered = true
      response.resume()
      resolve({ status: response.statusCode ?? 0, sentBytes })
      outgoing.destroy()
    })
    outgoing.on('error', (error) => (answered ? undefined : reject(error)))
    const giveUp = () => {
      if (answered) return
      outgoing.destroy()
      reject(new Error(`No answer ${timeoutMs} ms after sending ${sentBytes} bytes to ${sent.method} ${sent.path} without ending the body`))
    }
    // One chunk per turn of the event loop, so a response is noticed as soon as it arrives.
    const writeMore = () => {
      if (answered) return
      if (sentBytes >= totalBytes) return void (finish ? outgoing.end() : setTimeout(giveUp, timeoutMs).unref())
      const chunk = sentBytes === 0 ? first : filler
      sentBytes += chunk.byteLength
      if (outgoing.write(chunk)) setImmediate(writeMore)
      else outgoing.once('drain', writeMore)
    }
    writeMore()
  })
}

/** The resident memory of a process, in bytes, from /proc. */
export function residentBytes(pid: number): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))
  if (!match) throw new Error(`No VmRSS for process ${pid}`)
  return Number(match[1]) * 1024
}

/** A fresh administrator and a session, written straight to the database: the Cookie header that signs in. */
export async function adminSessionCookie(databaseUrl: string): Promise<string> {
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} })
  try {
    const email = `admin-${randomBytes(5).toString('hex')}@example.org`
    const [admin] = await sql<{ id: string }[]>`
      insert into admins (email, password_hash) values (${email}, ${await hashPassword(randomBytes(12).toString('base64url'))}) returning id`
    const { token } = await createSession({ id: admin!.id, email }, sql)
    return `${sessionCookieName(false)}=${token}`
  } finally {
    await sql.end({ timeout: 2 })
  }
}
