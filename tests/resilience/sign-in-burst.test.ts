import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hashPassword } from '../../server/auth/password.ts'
import { postJsonFrom, type SiteOnTestDatabase, sendFrom, startSiteOnTestDatabase } from '../helpers/loopback.ts'

// 100 wrong passwords for one account, all at once: the throttle must hold for concurrent
// attempts, not only for attempts one after another, and must not flood the audit log.
const BURST = 100
const LIMIT = 5

let site: SiteOnTestDatabase

beforeAll(async () => {
  site = await startSiteOnTestDatabase('sign_in_burst')
})

afterAll(async () => {
  await site?.stop()
})

function tally(statuses: number[]): Record<number, number> {
  const counts: Record<number, number> = {}
  for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1
  return counts
}

describe('a burst of wrong passwords for one account', () => {
  it(`checks at most ${LIMIT} of ${BURST} concurrent attempts and refuses the rest with 429`, async () => {
    const email = 'burst@example.org'
    await site.sql`insert into admins (email, password_hash) values (${email}, ${await hashPassword('the right password, long enough')})`

    // From many source addresses, so only the account's allowance stands in the way.
    const answers = await Promise.all(
      Array.from({ length: BURST }, (_, index) =>
        postJsonFrom(site.server, '/api/admin/login', { email, password: `wrong guess ${index}` }, `127.0.${10 + Math.floor(index / 50)}.${(index % 50) + 2}`),
      ),
    )
    const statuses = tally(answers.map((answer) => answer.status))
    console.log(`Sign-in burst of ${BURST} wrong passwords for one account: ${JSON.stringify(statuses)}`)
    expect(statuses[401] ?? 0).toBeLessThanOrEqual(LIMIT)
    expect(statuses[401] ?? 0).toBeGreaterThan(0)
    expect(statuses[429]).toBe(BURST - (statuses[401] ?? 0))
    expect(answers.filter((answer) => answer.status === 429).every((answer) => Number(answer.headers['retry-after']) > 0)).toBe(true)

    const entries = await site.sql<{ action: string; occurrences: number }[]>`
      select action, occurrences from audit_log where actor_email = ${email} order by id`
    const failed = entries.filter((entry) => entry.action === 'login.failed')
    const refused = entries.filter((entry) => entry.action === 'login.throttled')
    console.log(
      `Audit log: ${failed.length} failed sign-ins, ${refused.length} refusal entr${refused.length === 1 ? 'y' : 'ies'} counting ${refused.reduce((sum, entry) => sum + entry.occurrences, 0)}`,
    )
    expect(failed.length).toBe(statuses[401])
    expect(refused).toHaveLength(1)
    expect(refused[0]!.occurrences).toBe(statuses[429])

    // The no-JavaScript sign-in form is refused too, and /admin says why.
    const form = new URLSearchParams({ email, password: 'one more guess' }).toString()
    const formHeaders = { 'Content-Type': 'application/x-www-form-urlencoded', Origin: site.server.url }
    const posted = await sendFrom(`${site.server.url}/admin`, { method: 'POST', localAddress: '127.0.12.2', headers: formHeaders, body: form })
    expect(posted.status).toBe(303)
    const location = String(posted.headers.location)
    expect(location).toMatch(/^\/admin\?error=throttled&minutes=1[45]$/)
    const page = await sendFrom(`${site.server.url}${location}`, { method: 'GET', localAddress: '127.0.12.2' })
    expect(page.body).toMatch(/Too many failed sign-in attempts\. Please try again in 1[45] minutes\./)
  })

  it('still lets the right password in from another address once the window has passed', async () => {
    const email = 'patient@example.org'
    const password = 'the right password, long enough'
    await site.sql`insert into admins (email, password_hash) values (${email}, ${await hashPassword(password)})`
    for (let attempt = 0; attempt < LIMIT; attempt++) {
      expect((await postJsonFrom(site.server, '/api/admin/login', { email, password: 'wrong' }, '127.0.20.2')).status).toBe(401)
    }
    expect((await postJsonFrom(site.server, '/api/admin/login', { email, password }, '127.0.20.3')).status).toBe(429)
    await site.sql`update rate_limit_hits set hit_at = hit_at - interval '16 minutes'`
    expect((await postJsonFrom(site.server, '/api/admin/login', { email, password }, '127.0.20.3')).status).toBe(200)
  })
})
