import { request } from 'node:http'
import { describe, expect, it } from 'vitest'
import { startSiteWithOwnDatabase } from '../helpers/loopback.ts'

// SIGTERM or SIGINT: stop accepting, let requests in flight finish, stop the jobs and the
// embedded database, and exit 0, all within 5 s, even when a client never finishes its request.
const STOP_LIMIT_MS = 5000

type Upload = { finish: () => void; answer: Promise<number> }

/** A contact form whose body is sent in two halves, so the request is in flight until `finish`. */
function startSlowPost(url: string): Upload {
  const body = JSON.stringify({ name: 'Slow Sender', email: 'slow@example.org', message: 'sent while the server stops', website: '' })
  let finish = () => {}
  const answer = new Promise<number>((resolve, reject) => {
    const sent = request(`${url}/api/contact`, { method: 'POST', headers: { 'Content-Type': 'application/json', Origin: url } }, (response) => {
      response.resume()
      response.on('end', () => resolve(response.statusCode ?? 0))
    })
    sent.on('error', reject)
    sent.write(body.slice(0, 20))
    finish = () => sent.end(body.slice(20))
  })
  return { finish, answer }
}

async function stopAndTime(signal: NodeJS.Signals, whileStopping: (url: string) => Promise<void> | void, inFlight?: (url: string) => Upload) {
  const site = await startSiteWithOwnDatabase()
  const child = site.server.process
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  try {
    const upload = inFlight?.(site.server.url)
    await new Promise((resolve) => setTimeout(resolve, 300))
    const began = performance.now()
    child.kill(signal)
    await whileStopping(site.server.url)
    upload?.finish()
    const code = await exited
    console.log(
      site.server
        .output()
        .split('\n')
        .filter((line) => /received|Stopped|cut short|did not|took too long/.test(line))
        .join('\n'),
    )
    return { code, stopMs: performance.now() - began, answer: upload?.answer.catch(() => 0) }
  } finally {
    await site.stop()
  }
}

describe('a clean, quick stop', () => {
  it('SIGTERM lets a request in flight finish, then exits 0 within 5 s', async () => {
    const result = await stopAndTime('SIGTERM', () => new Promise((resolve) => setTimeout(resolve, 300)), startSlowPost)
    console.log(`SIGTERM with a request in flight: exit ${result.code} after ${(result.stopMs / 1000).toFixed(2)} s`)
    expect(await result.answer).toBe(201)
    expect(result.code).toBe(0)
    expect(result.stopMs).toBeLessThan(STOP_LIMIT_MS)
  })

  it('SIGINT exits 0 within 5 s even when a client never finishes its request', async () => {
    const stalled = (url: string): Upload => ({ ...startSlowPost(url), finish: () => {} })
    const result = await stopAndTime('SIGINT', () => {}, stalled)
    console.log(`SIGINT with a stalled request: exit ${result.code} after ${(result.stopMs / 1000).toFixed(2)} s`)
    expect(result.code).toBe(0)
    expect(result.stopMs).toBeLessThan(STOP_LIMIT_MS)
  })
})
