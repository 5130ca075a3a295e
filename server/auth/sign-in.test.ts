import { randomBytes } from 'node:crypto'
import { verify } from '@node-rs/argon2'
import { describe, expect, it, vi } from 'vitest'
import { sql } from '../../db/client.ts'
import { recentAuditEntries } from '../audit/audit-log.ts'
import { progressiveWaitSeconds } from '../security/rate-limit.ts'
import { attemptSignIn, SIGN_IN_FAILURE_LIMIT, SIGN_IN_SLOW_DOWN } from './sign-in.ts'
import { validateSessionToken } from './session.ts'
import { insertTestAdmin } from '../../tests/helpers/admins.ts'

vi.mock('@node-rs/argon2', async (importOriginal) => {
  const argon2 = await importOriginal<typeof import('@node-rs/argon2')>()
  return { ...argon2, verify: vi.fn(argon2.verify) }
})

const newAddress = () => `10.${randomBytes(3).join('.')}`

async function auditActions(email: string): Promise<string[]> {
  const rows = await sql()<{ action: string }[]>`select action from audit_log where actor_email = ${email} order by id`
  return rows.map((row) => row.action)
}

describe('attemptSignIn', () => {
  it('starts a session for the right password and records the sign-in', async () => {
    const admin = await insertTestAdmin()
    const result = await attemptSignIn({ email: admin.email.toUpperCase(), password: admin.password }, newAddress())
    expect(result.ok).toBe(true)
    if (!result.ok) return
    expect((await validateSessionToken(result.newSession.token))?.admin.email).toBe(admin.email)
    expect(await auditActions(admin.email)).toEqual(['login'])
  })

  it('gives the same answer for a wrong password and an unknown e-mail, and records both failures', async () => {
    const admin = await insertTestAdmin()
    const unknown = `nobody-${randomBytes(4).toString('hex')}@example.org`
    expect(await attemptSignIn({ email: admin.email, password: 'wrong password!!' }, newAddress())).toEqual({ ok: false, reason: 'invalid' })
    expect(await attemptSignIn({ email: unknown, password: 'wrong password!!' }, newAddress())).toEqual({ ok: false, reason: 'invalid' })
    expect(await auditActions(admin.email)).toEqual(['login.failed'])
    expect(await auditActions(unknown)).toEqual(['login.failed'])
  })

  it("hashes an unknown e-mail's password against a dummy of the same cost as a real one, so both take as long", async () => {
    const admin = await insertTestAdmin()
    const costOf = (hash: string) => hash.split('$').slice(1, 4).join('$')
    vi.mocked(verify).mockClear()
    await attemptSignIn({ email: admin.email, password: 'wrong password!!' }, newAddress())
    await attemptSignIn({ email: `nobody-${admin.email}`, password: 'wrong password!!' }, newAddress())
    expect(vi.mocked(verify)).toHaveBeenCalledTimes(2)
    const [known, dummy] = vi.mocked(verify).mock.calls.map(([hash]) => String(hash))
    expect(known).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/)
    expect(costOf(dummy!)).toBe(costOf(known!))
    expect(dummy).not.toBe(known)
  })

  it(`refuses the ${SIGN_IN_FAILURE_LIMIT + 1}th attempt on an account after ${SIGN_IN_FAILURE_LIMIT} failures, even with the right password`, async () => {
    const admin = await insertTestAdmin()
    for (let i = 0; i < SIGN_IN_FAILURE_LIMIT; i++) {
      expect((await attemptSignIn({ email: admin.email, password: `wrong ${i}` }, newAddress())).ok).toBe(false)
    }
    const refused = await attemptSignIn({ email: admin.email, password: admin.password }, newAddress())
    expect(refused).toMatchObject({ ok: false, reason: 'throttled' })
    expect(!refused.ok && refused.reason === 'throttled' && refused.retryAfterSeconds).toBeGreaterThan(14 * 60)
    expect((await auditActions(admin.email)).at(-1)).toBe('login.throttled')
  })

  it('throttles an address that fails on many accounts', async () => {
    const address = newAddress()
    for (let i = 0; i < SIGN_IN_FAILURE_LIMIT; i++) {
      await attemptSignIn({ email: `guess-${i}-${randomBytes(3).toString('hex')}@example.org`, password: 'guess' }, address)
    }
    const admin = await insertTestAdmin()
    expect(await attemptSignIn({ email: admin.email, password: admin.password }, address)).toMatchObject({ ok: false, reason: 'throttled' })
    expect((await attemptSignIn({ email: admin.email, password: admin.password }, newAddress())).ok).toBe(true)
  })

  it('forgets an account’s failures after a successful sign-in', async () => {
    const admin = await insertTestAdmin()
    for (let i = 0; i < SIGN_IN_FAILURE_LIMIT - 1; i++) await attemptSignIn({ email: admin.email, password: `wrong ${i}` }, newAddress())
    expect((await attemptSignIn({ email: admin.email, password: admin.password }, newAddress())).ok).toBe(true)
    await attemptSignIn({ email: admin.email, password: 'wrong again' }, newAddress())
    expect((await attemptSignIn({ email: admin.email, password: admin.password }, newAddress())).ok).toBe(true)
  })
  it('checks at most the limit of 100 concurrent wrong passwords for one account and refuses the rest', async () => {
    const admin = await insertTestAdmin()
    const results = await Promise.all(Array.from({ length: 100 }, (_, i) => attemptSignIn({ email: admin.email, password: `wrong ${i}` }, newAddress())))
    expect(results.filter((result) => !result.ok && result.reason === 'invalid')).toHaveLength(SIGN_IN_FAILURE_LIMIT)
    expect(results.filter((result) => !result.ok && result.reason === 'throttled')).toHaveLength(100 - SIGN_IN_FAILURE_LIMIT)
  }, 60_000)

  it('folds refused attempts on an account into one audit entry with a count, shown in recent activity', async () => {
    const admin = await insertTestAdmin()
    for (let i = 0; i < SIGN_IN_FAILURE_LIMIT; i++) await attemptSignIn({ email: admin.email, password: `wrong ${i}` }, newAddress())
    await Promise.all(Array.from({ length: 30 }, () => attemptSignIn({ email: admin.email, password: 'wrong again' }, newAddress())))
    const rows = await sql()<
      { action: string; occurrences: number }[]
    >`select action, occurrences from audit_log where actor_email = ${admin.email} order by id`
    expect(rows.filter((row) => row.action === 'login.failed')).toHaveLength(SIGN_IN_FAILURE_LIMIT)
    expect(rows.filter((row) => row.action === 'login.throttled')).toEqual([{ action: 'login.throttled', occurrences: 30 }])
    const listed = (await recentAuditEntries(50)).find((entry) => entry.actor_email === admin.email && entry.action === 'login.throttled')
    expect(listed).toMatchObject({ occurrences: 30, detail: expect.stringContaining('too many failures for this account') })
  })

  it('folds refused attempts from one address on many accounts into one entry for the address', async () => {
    const address = newAddress()
    const guess = () => `guess-${randomBytes(4).toString('hex')}@example.org`
    for (let i = 0; i < SIGN_IN_FAILURE_LIMIT + 4; i++) await attemptSignIn({ email: guess(), password: 'guess' }, address)
    const rows = await sql()<{ occurrences: number }[]>`
      select occurrences from audit_log where action = 'login.throttled' and detail like ${`%this address (from ${address})`}`
    expect(rows).toEqual([{ occurrences: 4 }])
  })
})

describe('the slow-down', () => {
  it('lets five failures through at once, then waits 15 minutes, 30, then an hour after each further one', () => {
    const waits = [0, 4, 5, 6, 7, 8, 30].map((failures) => progressiveWaitSeconds(failures, SIGN_IN_SLOW_DOWN) / 60)
    expect(waits).toEqual([0, 0, 15, 30, 60, 60, 60])
  })

  it('lets one more attempt through once the wait has passed, and then waits twice as long', async () => {
    const admin = await insertTestAdmin()
    for (let i = 0; i < SIGN_IN_FAILURE_LIMIT; i++) await attemptSignIn({ email: admin.email, password: `wrong ${i}` }, newAddress())
    await sql()`update rate_limit_hits set hit_at = hit_at - interval '16 minutes' where bucket = rate_limit_bucket(${`admin-login:account:${admin.email}`})`
    expect(await attemptSignIn({ email: admin.email, password: 'wrong again' }, newAddress())).toEqual({ ok: false, reason: 'invalid' })
    const next = await attemptSignIn(admin, newAddress())
    expect(next).toMatchObject({ ok: false, reason: 'throttled' })
    expect(!next.ok && next.reason === 'throttled' && next.retryAfterSeconds).toBeGreaterThan(29 * 60)
  })
})

describe('sign-ins from a device or address used before', () => {
  async function strangersFail(email: string): Promise<void> {
    for (let i = 0; i < SIGN_IN_FAILURE_LIMIT; i++) await attemptSignIn({ email, password: `stranger ${i}` }, newAddress())
  }

  async function deviceTokenOfSignIn(admin: { email: string; password: string }, address = newAddress(), token: string | null = null): Promise<string> {
    const result = await attemptSignIn(admin, address, token)
    if (!result.ok) throw new Error(`sign-in refused: ${result.reason}`)
    return result.deviceToken
  }

  it('lets the administrator in from a device that signed in before while strangers have used up the account’s allowance', async () => {
    const admin = await insertTestAdmin()
    const token = await deviceTokenOfSignIn(admin)
    await strangersFail(admin.email)
    expect(await attemptSignIn(admin, newAddress())).toMatchObject({ ok: false, reason: 'throttled' })
    expect((await attemptSignIn(admin, newAddress(), token)).ok).toBe(true)
  })

  it('lets the administrator in from an address that signed in before, an IPv6 one by its /64', async () => {
    const admin = await insertTestAdmin()
    const network = `2001:db8:${randomBytes(2).toString('hex')}:${randomBytes(2).toString('hex')}`
    await deviceTokenOfSignIn(admin, `${network}::1`)
    const home = newAddress()
    await deviceTokenOfSignIn(admin, home)
    await strangersFail(admin.email)
    expect((await attemptSignIn(admin, home)).ok).toBe(true)
    expect((await attemptSignIn(admin, `${network}:1:2:3:4`)).ok).toBe(true)
  })

  it('gives a new device token at every sign-in and forgets the one presented', async () => {
    const admin = await insertTestAdmin()
    const first = await deviceTokenOfSignIn(admin)
    const second = await deviceTokenOfSignIn(admin, newAddress(), first)
    expect(second).not.toBe(first)
    await strangersFail(admin.email)
    expect(await attemptSignIn(admin, newAddress(), first)).toMatchObject({ ok: false, reason: 'throttled' })
    expect((await attemptSignIn(admin, newAddress(), second)).ok).toBe(true)
  })

  it('treats a made-up token, or another account’s, as a stranger', async () => {
    const admin = await insertTestAdmin()
    const other = await insertTestAdmin()
    const othersToken = await deviceTokenOfSignIn(other)
    await strangersFail(admin.email)
    expect(await attemptSignIn(admin, newAddress(), randomBytes(32).toString('base64url'))).toMatchObject({ ok: false, reason: 'throttled' })
    expect(await attemptSignIn(admin, newAddress(), othersToken)).toMatchObject({ ok: false, reason: 'throttled' })
  })

  it('slows a known device’s own failures without touching the stranger’s allowance', async () => {
    const admin = await insertTestAdmin()
    const token = await deviceTokenOfSignIn(admin)
    for (let i = 0; i < SIGN_IN_FAILURE_LIMIT; i++)
      expect(await attemptSignIn({ email: admin.email, password: `typo ${i}` }, newAddress(), token)).toEqual({ ok: false, reason: 'invalid' })
    expect(await attemptSignIn(admin, newAddress(), token)).toMatchObject({ ok: false, reason: 'throttled' })
    expect((await attemptSignIn(admin, newAddress())).ok).toBe(true)
  })

  it('never takes a client whose address is unknown for a known address', async () => {
    const admin = await insertTestAdmin()
    await deviceTokenOfSignIn(admin, 'unknown')
    await strangersFail(admin.email)
    expect(await attemptSignIn(admin, 'unknown')).toMatchObject({ ok: false, reason: 'throttled' })
  })

  it('keeps neither the device token nor the address, only their hashes', async () => {
    const admin = await insertTestAdmin()
    const address = newAddress()
    const token = await deviceTokenOfSignIn(admin, address)
    const rows = await sql()<{ key: string; kind: string }[]>`select key, kind from admin_sign_in_trust where account = ${admin.email} order by kind`
    expect(rows.map((row) => row.kind)).toEqual(['address', 'device'])
    for (const row of rows) expect([token, address]).not.toContain(row.key)
    expect(rows.every((row) => !row.key.includes(address) && !row.key.includes(token))).toBe(true)
  })
})
