import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { sql } from '../../db/client.ts'
import { recentAuditEntries } from '../audit/audit-log.ts'
import { attemptLogin, LOGIN_FAILURE_LIMIT } from './login.ts'
import { validateSessionToken } from './session.ts'
import { insertTestAdmin } from '../../tests/helpers/admins.ts'

const newAddress = () => `10.${randomBytes(3).join('.')}`

async function auditActions(email: string): Promise<string[]> {
  const rows = await sql()<{ action: string }[]>`select action from audit_log where actor_email = ${email} order by id`
  return rows.map((row) => row.action)
}

async function timed(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now()
  await run()
  return performance.now() - started
}

describe('attemptLogin', () => {
  it('starts a session for the right password and records the sign-in', async () => {
    const admin = await insertTestAdmin()
    const result = await attemptLogin({ email: admin.email.toUpperCase(), password: admin.password }, newAddress())
    expect(result.ok).toBe(true)
    if (!result.ok) return
    expect((await validateSessionToken(result.newSession.token))?.admin.email).toBe(admin.email)
    expect(await auditActions(admin.email)).toEqual(['login'])
  })

  it('gives the same answer for a wrong password and an unknown e-mail, and records both failures', async () => {
    const admin = await insertTestAdmin()
    const unknown = `nobody-${randomBytes(4).toString('hex')}@example.org`
    expect(await attemptLogin({ email: admin.email, password: 'wrong password!!' }, newAddress())).toEqual({ ok: false, reason: 'invalid' })
    expect(await attemptLogin({ email: unknown, password: 'wrong password!!' }, newAddress())).toEqual({ ok: false, reason: 'invalid' })
    expect(await auditActions(admin.email)).toEqual(['login.failed'])
    expect(await auditActions(unknown)).toEqual(['login.failed'])
  })

  it('spends as long on an unknown e-mail as on a wrong password (it hashes against a dummy)', async () => {
    const admin = await insertTestAdmin()
    await attemptLogin({ email: 'warm-up@example.org', password: 'x' }, newAddress())
    const wrong: number[] = []
    const unknown: number[] = []
    for (let i = 0; i < 3; i++) {
      wrong.push(await timed(() => attemptLogin({ email: admin.email, password: `wrong ${i}` }, newAddress())))
      unknown.push(await timed(() => attemptLogin({ email: `nobody-${i}-${admin.email}`, password: `wrong ${i}` }, newAddress())))
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[1]!
    expect(median(unknown)).toBeGreaterThan(median(wrong) * 0.5)
  })

  it(`refuses the ${LOGIN_FAILURE_LIMIT + 1}th attempt on an account after ${LOGIN_FAILURE_LIMIT} failures, even with the right password`, async () => {
    const admin = await insertTestAdmin()
    for (let i = 0; i < LOGIN_FAILURE_LIMIT; i++) {
      expect((await attemptLogin({ email: admin.email, password: `wrong ${i}` }, newAddress())).ok).toBe(false)
    }
    const refused = await attemptLogin({ email: admin.email, password: admin.password }, newAddress())
    expect(refused).toMatchObject({ ok: false, reason: 'throttled' })
    expect(!refused.ok && refused.reason === 'throttled' && refused.retryAfterSeconds).toBeGreaterThan(14 * 60)
    expect((await auditActions(admin.email)).at(-1)).toBe('login.throttled')
  })

  it('throttles an address that fails on many accounts', async () => {
    const address = newAddress()
    for (let i = 0; i < LOGIN_FAILURE_LIMIT; i++) {
      await attemptLogin({ email: `guess-${i}-${randomBytes(3).toString('hex')}@example.org`, password: 'guess' }, address)
    }
    const admin = await insertTestAdmin()
    expect(await attemptLogin({ email: admin.email, password: admin.password }, address)).toMatchObject({ ok: false, reason: 'throttled' })
    expect((await attemptLogin({ email: admin.email, password: admin.password }, newAddress())).ok).toBe(true)
  })

  it('forgets an account’s failures after a successful sign-in', async () => {
    const admin = await insertTestAdmin()
    for (let i = 0; i < LOGIN_FAILURE_LIMIT - 1; i++) await attemptLogin({ email: admin.email, password: `wrong ${i}` }, newAddress())
    expect((await attemptLogin({ email: admin.email, password: admin.password }, newAddress())).ok).toBe(true)
    await attemptLogin({ email: admin.email, password: 'wrong again' }, newAddress())
    expect((await attemptLogin({ email: admin.email, password: admin.password }, newAddress())).ok).toBe(true)
  })
  it('checks at most the limit of 100 concurrent wrong passwords for one account and refuses the rest', async () => {
    const admin = await insertTestAdmin()
    const results = await Promise.all(Array.from({ length: 100 }, (_, i) => attemptLogin({ email: admin.email, password: `wrong ${i}` }, newAddress())))
    expect(results.filter((result) => !result.ok && result.reason === 'invalid')).toHaveLength(LOGIN_FAILURE_LIMIT)
    expect(results.filter((result) => !result.ok && result.reason === 'throttled')).toHaveLength(100 - LOGIN_FAILURE_LIMIT)
  }, 60_000)

  it('folds refused attempts on an account into one audit entry with a count, shown in recent activity', async () => {
    const admin = await insertTestAdmin()
    for (let i = 0; i < LOGIN_FAILURE_LIMIT; i++) await attemptLogin({ email: admin.email, password: `wrong ${i}` }, newAddress())
    await Promise.all(Array.from({ length: 30 }, () => attemptLogin({ email: admin.email, password: 'wrong again' }, newAddress())))
    const rows = await sql()<{ action: string; occurrences: number }[]>`select action, occurrences from audit_log where actor_email = ${admin.email} order by id`
    expect(rows.filter((row) => row.action === 'login.failed')).toHaveLength(LOGIN_FAILURE_LIMIT)
    expect(rows.filter((row) => row.action === 'login.throttled')).toEqual([{ action: 'login.throttled', occurrences: 30 }])
    const listed = (await recentAuditEntries(50)).find((entry) => entry.actor_email === admin.email && entry.action === 'login.throttled')
    expect(listed).toMatchObject({ occurrences: 30, detail: expect.stringContaining('too many failures for this account') })
  })

  it('folds refused attempts from one address on many accounts into one entry for the address', async () => {
    const address = newAddress()
    const guess = () => `guess-${randomBytes(4).toString('hex')}@example.org`
    for (let i = 0; i < LOGIN_FAILURE_LIMIT + 4; i++) await attemptLogin({ email: guess(), password: 'guess' }, address)
    const rows = await sql()<{ occurrences: number }[]>`
      select occurrences from audit_log where action = 'login.throttled' and detail like ${`%this address (from ${address})`}`
    expect(rows).toEqual([{ occurrences: 4 }])
  })
})

