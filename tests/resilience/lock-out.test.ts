import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hashPassword } from '../../server/auth/password.ts'
import { type Answer, postJsonFrom, type SiteOnTestDatabase, sendFrom, startSiteOnTestDatabase } from '../helpers/loopback.ts'

// A stranger tries to lock the administrator out with wrong passwords from many addresses, while
// the administrator signs in from a device and an address used before.
const STRANGER_ATTEMPTS = 200
const STRANGER_CONNECTIONS = 20
const PASSWORD_CHECKS_ALLOWED = 5

const EMAIL = 'warden@example.org'
const PASSWORD = 'the right password, long enough'

let site: SiteOnTestDatabase

beforeAll(async () => {
  site = await startSiteOnTestDatabase('lock_out')
  await site.sql`insert into admins (email, password_hash) values (${EMAIL}, ${await hashPassword(PASSWORD)})`
})

afterAll(async () => {
  await site?.stop()
})

function tally(answers: Answer[]): Record<number, number> {
  const counts: Record<number, number> = {}
  for (const answer of answers) counts[answer.status] = (counts[answer.status] ?? 0) + 1
  return counts
}

function setCookies(answer: Answer): string[] {
  const header = answer.headers['set-cookie']
  return Array.isArray(header) ? header : header ? [header] : []
}

function cookieValue(answer: Answer, name: string): string | undefined {
  return setCookies(answer)
    .map((cookie) => cookie.split(';')[0]!)
    .find((pair) => pair.startsWith(`${name}=`))
}

function signIn(password: string, localAddress: string, cookie?: string): Promise<Answer> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', Origin: site.server.url, ...(cookie ? { Cookie: cookie } : {}) }
  return sendFrom(`${site.server.url}/api/admin/login`, { method: 'POST', localAddress, headers, body: JSON.stringify({ email: EMAIL, password }) })
}

/** The stranger: wrong passwords over many connections, each attempt from another loopback address. */
async function strangerAttack(answers: Answer[]): Promise<void> {
  let next = 0
  await Promise.all(
    Array.from({ length: STRANGER_CONNECTIONS }, async () => {
      while (next < STRANGER_ATTEMPTS) {
        const attempt = next++
        answers.push(await signIn(`guess ${attempt}`, `127.0.${60 + Math.floor(attempt / 200)}.${(attempt % 200) + 2}`))
      }
    }),
  )
}

async function timed(run: () => Promise<Answer>): Promise<{ answer: Answer; ms: number }> {
  const began = performance.now()
  const answer = await run()
  return { answer, ms: performance.now() - began }
}

describe('a stranger trying to lock the administrator out', () => {
  it('checks at most 5 of their passwords, while the administrator still signs in from a known device and a known address', async () => {
    const home = '127.0.40.2'
    const first = await signIn(PASSWORD, home)
    expect(first.status).toBe(200)
    const device = cookieValue(first, 'admin_device')
    expect(device).toMatch(/^admin_device=[\w-]{43}$/)

    const stranger: Answer[] = []
    const attack = strangerAttack(stranger)
    // The administrator, during the attack: from the same address without the cookie, and with
    // the cookie from an address never used before.
    await new Promise((resolve) => setTimeout(resolve, 300))
    const fromKnownAddress = await timed(() => signIn(PASSWORD, home))
    const fromKnownDevice = await timed(() => signIn(PASSWORD, '127.0.41.2', device))
    const fromNewPlace = await timed(() => signIn(PASSWORD, '127.0.42.2'))
    const answeredMeanwhile = stranger.length
    await attack
    const afterAttack = await timed(() => signIn(PASSWORD, '127.0.43.2', cookieValue(fromKnownDevice.answer, 'admin_device')))

    const counts = tally(stranger)
    console.log(`Stranger: ${STRANGER_ATTEMPTS} wrong passwords from ${STRANGER_ATTEMPTS} addresses: ${JSON.stringify(counts)} (401 = password checked)`)
    console.log(
      `Administrator during the attack: known address ${fromKnownAddress.answer.status} in ${fromKnownAddress.ms.toFixed(0)} ms, ` +
        `known device at a new address ${fromKnownDevice.answer.status} in ${fromKnownDevice.ms.toFixed(0)} ms, ` +
        `new device at a new address ${fromNewPlace.answer.status}, while ${answeredMeanwhile} of the stranger's attempts were answered; ` +
        `after it, known device ${afterAttack.answer.status}`,
    )
    expect(counts[401] ?? 0).toBeLessThanOrEqual(PASSWORD_CHECKS_ALLOWED)
    expect(counts[401] ?? 0).toBeGreaterThan(0)
    expect(counts[429]).toBe(STRANGER_ATTEMPTS - (counts[401] ?? 0))
    expect(stranger.filter((answer) => answer.status === 429).every((answer) => Number(answer.headers['retry-after']) >= 14 * 60)).toBe(true)

    expect(fromKnownAddress.answer.status).toBe(200)
    expect(fromKnownDevice.answer.status).toBe(200)
    expect(afterAttack.answer.status).toBe(200)
    // A browser and address the account has never seen is a stranger like any other until the attack's slow-down passes.
    expect(fromNewPlace.answer.status).toBe(429)
    expect(JSON.parse(fromNewPlace.answer.body)).toEqual({ error: 'Too many failed sign-in attempts. Please try again in 15 minutes.' })

    const signIns = await site.sql<{ action: string; occurrences: number }[]>`
      select action, occurrences from audit_log where actor_email = ${EMAIL} order by id`
    expect(signIns.filter((entry) => entry.action === 'login')).toHaveLength(4)
    expect(signIns.filter((entry) => entry.action === 'login.failed')).toHaveLength(counts[401] ?? 0)
  })

  it('slows the administrator’s own typos on a known device apart from the stranger’s', async () => {
    const fromKnownAddress = await signIn(PASSWORD, '127.0.40.2')
    const device = cookieValue(fromKnownAddress, 'admin_device')!
    for (let typo = 0; typo < PASSWORD_CHECKS_ALLOWED; typo++) expect((await signIn(`typo ${typo}`, '127.0.44.3', device)).status).toBe(401)
    expect((await signIn(PASSWORD, '127.0.44.3', device)).status).toBe(429)
  })

  it('says the same to an e-mail with no account as to one with an account', async () => {
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        postJsonFrom(site.server, '/api/admin/login', { email: 'nobody@example.org', password: `guess ${index}` }, `127.0.45.${index + 2}`),
      ),
    )
    expect(tally(answers)).toEqual({ 401: 5, 429: 5 })
    const refused = answers.find((answer) => answer.status === 429)!
    expect(JSON.parse(refused.body)).toEqual({ error: 'Too many failed sign-in attempts. Please try again in 15 minutes.' })
  })
})
