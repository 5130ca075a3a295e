import { readFileSync } from 'node:fs'
import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { signInNewAdmin } from '../helpers/content-site.ts'
import { startSiteWithOwnDatabase } from '../helpers/loopback.ts'
import { postgresProcesses } from '../helpers/postgres-processes.ts'

// `kill -STOP` of every process of the embedded PostgreSQL: TCP connects still succeed, nothing
// answers. Every route that needs the database answers 503 with Retry-After within 5 s (the limit
// here leaves room for a shared CI machine; the times are printed), cached pages are still
// served, and no form that was reported failed is stored once the database runs again.
const ANSWER_LIMIT_MS = 7000
const GIVE_UP_MS = 30_000
const RECOVERY_LIMIT_MS = 20_000

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** The id the built bundle gives a server function, from the server bundle's manifest. */
function serverFunctionId(functionName: string): string {
  const bundle = readFileSync('dist/server/server.js', 'utf8')
  const id = new RegExp(`"([\\w-]{16})": \\{\\s*functionName: "${functionName}"`).exec(bundle)?.[1]
  if (!id) throw new Error(`No server function ${functionName} in dist/server/server.js: run npx vite build`)
  return id
}

type Probe = { route: string; path: string; init?: RequestInit; expected: number[] }
type Timed = { route: string; status: number | 'no answer'; ms: number; retryAfter: string | null; body: string; cache: string | null }

async function timed(base: string, { route, path, init }: Probe): Promise<Timed> {
  const began = performance.now()
  try {
    const response = await fetch(`${base}${path}`, { ...init, redirect: 'manual', signal: AbortSignal.timeout(GIVE_UP_MS) })
    const body = await response.text()
    const ms = performance.now() - began
    return { route, status: response.status, ms, retryAfter: response.headers.get('Retry-After'), body, cache: response.headers.get('X-Cache') }
  } catch {
    return { route, status: 'no answer', ms: performance.now() - began, retryAfter: null, body: '', cache: null }
  }
}

function contactJson(message: string, submissionId?: string) {
  return JSON.stringify({ name: 'Frozen Test', email: 'frozen@example.org', message, website: '', ...(submissionId ? { submissionId } : {}) })
}

function freeze(pids: number[], signal: 'SIGSTOP' | 'SIGCONT') {
  for (const pid of pids) {
    try {
      process.kill(pid, signal)
    } catch {
      // A backend that exited meanwhile.
    }
  }
}

describe('the database frozen (kill -STOP)', () => {
  it('gets a 503 within 5 s on every route that needs it, keeps serving cached pages, and stores no form reported failed', async () => {
    const site = await startSiteWithOwnDatabase({ FORM_RATE_LIMIT: '100000' })
    const base = site.server.url
    const sameOrigin = { Origin: base }
    let frozen: number[] = []
    try {
      const { cookie } = await signInNewAdmin(site.server, site.sql)
      // The home page twice, so the second comes from the page cache.
      await (await fetch(`${base}/`)).text()
      expect((await fetch(`${base}/`)).headers.get('X-Cache')).toBe('hit')
      const submissionId = randomUUID()
      const noScriptSubmissionId = randomUUID()

      const probes: Probe[] = [
        { route: 'cached page /', path: '/', expected: [200] },
        { route: 'uncached page /whats-on-when', path: '/whats-on-when', expected: [200, 503] },
        { route: 'page with a query /sundays?from=test', path: '/sundays?from=test', expected: [200, 503] },
        { route: '404 /no-such-page', path: '/no-such-page', expected: [404, 503] },
        { route: '/events.ics', path: '/events.ics', expected: [503] },
        { route: '/readyz', path: '/readyz', expected: [503] },
        { route: 'admin API GET /api/admin/messages', path: '/api/admin/messages', init: { headers: { Cookie: cookie } }, expected: [503] },
        {
          route: 'server function getUpcomingEvents',
          path: `/_serverFn/${serverFunctionId('getUpcomingEvents_createServerFn_handler')}`,
          init: { headers: { 'x-tsr-serverFn': 'true', 'Sec-Fetch-Site': 'same-origin' } },
          expected: [503],
        },
        {
          route: 'POST /api/contact (JavaScript)',
          path: '/api/contact',
          init: { method: 'POST', headers: { ...sameOrigin, 'Content-Type': 'application/json' }, body: contactJson('frozen json', submissionId) },
          expected: [503],
        },
        {
          route: 'POST /contact (no JavaScript)',
          path: '/contact',
          init: {
            method: 'POST',
            headers: { ...sameOrigin, 'Content-Type': 'application/x-www-form-urlencoded' },
            body: new URLSearchParams({
              name: 'Frozen Test',
              email: 'frozen@example.org',
              message: 'frozen no js',
              website: '',
              submissionId: noScriptSubmissionId,
            }).toString(),
          },
          expected: [503],
        },
      ]

      frozen = postgresProcesses(site.dataDir)
      freeze(frozen, 'SIGSTOP')
      const answers = await Promise.all(probes.map((probe) => timed(base, probe)))
      console.log(
        `Database frozen, ${frozen.length} PostgreSQL processes stopped; time to answer per route:\n${answers
          .map((answer) => `  ${answer.route}: ${answer.status} after ${(answer.ms / 1000).toFixed(2)} s`)
          .join('\n')}`,
      )
      // A request sent a while into the freeze, when the pool's connections are all stuck.
      const later = await timed(base, probes[4]!)
      console.log(`  /events.ics again, ${(later.ms / 1000).toFixed(2)} s: ${later.status}`)

      freeze(frozen, 'SIGCONT')
      frozen = []

      for (const [index, answer] of [...answers, later].entries()) {
        const probe = probes[index] ?? probes[4]!
        expect(probe.expected, `${answer.route}: ${answer.status}`).toContain(answer.status)
        expect(answer.ms, answer.route).toBeLessThan(ANSWER_LIMIT_MS)
        if (answer.status === 503) expect(answer.retryAfter, answer.route).toBeTruthy()
      }
      expect(answers[0]!.cache).toBe('hit')
      expect(JSON.parse(answers[8]!.body).error).toMatch(/Nothing was sent/)
      expect(answers[9]!.body).toMatch(/Nothing was sent/)
      // The page shown again keeps the form's submission id, so sending it again is the same submission.
      expect(answers[9]!.body).toContain(`value="${noScriptSubmissionId}"`)

      // The database runs again: the pool serves at once, and what was reported failed is not stored.
      const thawed = performance.now()
      let ready = false
      while (!ready && performance.now() - thawed < RECOVERY_LIMIT_MS) {
        ready = (await fetch(`${base}/readyz`)).status === 200
        if (!ready) await sleep(100)
      }
      console.log(`Ready again ${((performance.now() - thawed) / 1000).toFixed(2)} s after kill -CONT`)
      expect(ready).toBe(true)
      await sleep(1000)
      const stored = await site.sql<{ message: string }[]>`select fields->>'message' as message from form_submissions where fields->>'message' like 'frozen %'`
      expect(stored).toEqual([])

      // The visitor tries again with the same form: stored once, however often it is sent.
      const retry = () =>
        fetch(`${base}/api/contact`, {
          method: 'POST',
          headers: { ...sameOrigin, 'Content-Type': 'application/json' },
          body: contactJson('frozen json', submissionId),
        })
      expect((await retry()).status).toBe(201)
      expect((await retry()).status).toBe(201)
      const [copies] = await site.sql<{ count: number }[]>`select count(*)::int as count from form_submissions where fields->>'message' = 'frozen json'`
      expect(copies!.count).toBe(1)
      expect((await fetch(`${base}/events.ics`)).status).toBe(200)
    } finally {
      freeze(frozen, 'SIGCONT')
      await site.stop()
    }
  })
})
