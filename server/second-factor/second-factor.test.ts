import * as OTPAuth from 'otpauth'
import { describe, expect, it } from 'vitest'
import { sql } from '../../db/client.ts'
import { insertTestAdmin } from '../../tests/helpers/admins.ts'
import { confirmTotp, resetSecondFactor, startTotpSetUp } from '../account/security.ts'
import { replaceRecoveryCodes, spendRecoveryCode } from './recovery-codes.ts'
import { secondStepWithCode } from './second-factor.ts'
import { attemptSignIn } from '../auth/sign-in.ts'
import { acceptedStep } from './totp.ts'
import { consumeChallenge, issueChallenge } from './webauthn-challenges.ts'

const SECRET = new OTPAuth.Secret({ size: 20 }).base32
const totp = (secret: string) => new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' })
const codeAt = (secret: string, timestamp: number) => totp(secret).generate({ timestamp })
const stepOf = (timestamp: number) => Math.floor(timestamp / 30_000)

describe('authenticator codes (TOTP)', () => {
  const now = Date.UTC(2026, 10, 24, 12, 0, 15)

  it('accepts the code of this step and of one step either side, not two', () => {
    expect(acceptedStep(SECRET, codeAt(SECRET, now), 0, now)).toBe(stepOf(now))
    expect(acceptedStep(SECRET, codeAt(SECRET, now - 30_000), 0, now)).toBe(stepOf(now) - 1)
    expect(acceptedStep(SECRET, codeAt(SECRET, now + 30_000), 0, now)).toBe(stepOf(now) + 1)
    expect(acceptedStep(SECRET, codeAt(SECRET, now - 60_000), 0, now)).toBeNull()
    expect(acceptedStep(SECRET, codeAt(SECRET, now + 60_000), 0, now)).toBeNull()
    expect(acceptedStep(SECRET, 'abcdef', 0, now)).toBeNull()
  })

  it('never accepts a code of a step already used, or older', () => {
    const code = codeAt(SECRET, now)
    expect(acceptedStep(SECRET, code, stepOf(now), now)).toBeNull()
    expect(acceptedStep(SECRET, codeAt(SECRET, now - 30_000), stepOf(now), now)).toBeNull()
    expect(acceptedStep(SECRET, codeAt(SECRET, now + 30_000), stepOf(now), now)).toBe(stepOf(now) + 1)
  })

  it('keeps the secret encrypted, turns on with a right code and refuses the same code at sign-in', async () => {
    const admin = await insertTestAdmin()
    const { secret } = await startTotpSetUp(admin)
    const [stored] = await sql()<{ secret_encrypted: Uint8Array }[]>`select secret_encrypted from admin_totp where admin_id = ${admin.id}`
    expect(Buffer.from(stored!.secret_encrypted).toString('latin1')).not.toContain(secret)

    const wrong = [...codeAt(secret, Date.now())].map((digit) => String((Number(digit) + 1) % 10)).join('')
    expect(await confirmTotp(admin, wrong)).toBeNull()
    const code = codeAt(secret, Date.now())
    const recovery = await confirmTotp(admin, code)
    expect(recovery).toHaveLength(10)

    const first = await attemptSignIn({ email: admin.email, password: admin.password }, '198.51.100.7')
    expect(first).toMatchObject({ ok: false, reason: 'second-step' })
    const token = first.ok === false && first.reason === 'second-step' ? first.pendingToken : null
    const client = { address: '198.51.100.7', deviceToken: null }
    expect(await secondStepWithCode(token, code, client)).toEqual({ ok: false, reason: 'invalid' })
  })
})

describe('recovery codes', () => {
  it('stores only hashes, and each code signs in once', async () => {
    const admin = await insertTestAdmin()
    const codes = await sql().begin((tx) => replaceRecoveryCodes(admin.id, tx))
    expect(new Set(codes).size).toBe(10)
    const everything = JSON.stringify(await sql()`select encode(code_hash, 'hex') as h from admin_recovery_codes where admin_id = ${admin.id}`)
    for (const code of codes) expect(everything).not.toContain(code.replace(/-/g, ''))

    expect(await sql().begin((tx) => spendRecoveryCode(admin.id, codes[0]!.toUpperCase(), tx))).toBe(true)
    expect(await sql().begin((tx) => spendRecoveryCode(admin.id, codes[0]!, tx))).toBe(false)
    expect(await sql().begin((tx) => spendRecoveryCode(admin.id, codes[1]!.replace(/-/g, ' '), tx))).toBe(true)
    expect(await sql().begin((tx) => spendRecoveryCode(admin.id, 'aaaa-bbbb-cccc-dddd', tx))).toBe(false)
  })

  it('completes a pending sign-in once; the pending token is then spent', async () => {
    const admin = await insertTestAdmin()
    const { secret } = await startTotpSetUp(admin)
    const codes = (await confirmTotp(admin, codeAt(secret, Date.now())))!
    const client = { address: '198.51.100.8', deviceToken: null }
    const pending = await attemptSignIn({ email: admin.email, password: admin.password }, client.address)
    const token = pending.ok === false && pending.reason === 'second-step' ? pending.pendingToken : null
    expect(token).toBeTruthy()

    const signedIn = await secondStepWithCode(token, codes[3]!, client)
    expect(signedIn.ok).toBe(true)
    expect(await secondStepWithCode(token, codes[4]!, client)).toEqual({ ok: false, reason: 'expired' })
    const [notice] = await sql()<{ subject: string }[]>`
      select subject from mail_outbox where recipient_email = ${admin.email} and subject like '%recovery code was used%'`
    expect(notice?.subject).toContain('9 of them are left')
  })
})

describe('two recovery codes posted at once for one pending sign-in', () => {
  it('complete the sign-in once and spend one code; the other is refused and kept, and the e-mail counts right', async () => {
    const admin = await insertTestAdmin()
    const { secret } = await startTotpSetUp(admin)
    const codes = (await confirmTotp(admin, codeAt(secret, Date.now())))!
    const client = { address: '198.51.100.11', deviceToken: null }
    const pending = await attemptSignIn({ email: admin.email, password: admin.password }, client.address)
    const token = pending.ok === false && pending.reason === 'second-step' ? pending.pendingToken : null

    const results = await Promise.all([secondStepWithCode(token, codes[0]!, client), secondStepWithCode(token, codes[1]!, client)])
    expect(results.filter((result) => result.ok)).toHaveLength(1)
    expect(results.filter((result) => !result.ok)).toEqual([{ ok: false, reason: 'expired' }])

    const [left] = await sql()<{ count: number }[]>`select count(*)::int as count from admin_recovery_codes where admin_id = ${admin.id}`
    expect(left!.count).toBe(9)
    const notices = await sql()<{ subject: string }[]>`
      select subject from mail_outbox where recipient_email = ${admin.email} and subject like '%recovery code was used%'`
    expect(notices.map((notice) => notice.subject)).toEqual([expect.stringContaining('9 of them are left')])
    const unused = results[0]!.ok ? codes[1]! : codes[0]!
    expect(await sql().begin((tx) => spendRecoveryCode(admin.id, unused, tx))).toBe(true)
  })
})

describe('the second step is rate limited like passwords', () => {
  it('refuses the 6th wrong code with a wait, even with the right one', async () => {
    const admin = await insertTestAdmin()
    const { secret } = await startTotpSetUp(admin)
    await confirmTotp(admin, codeAt(secret, Date.now()))
    const client = { address: '198.51.100.10', deviceToken: null }
    const pending = await attemptSignIn({ email: admin.email, password: admin.password }, client.address)
    const token = pending.ok === false && pending.reason === 'second-step' ? pending.pendingToken : null
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect(await secondStepWithCode(token, 'aaaa-bbbb-cccc-dddd', client)).toEqual({ ok: false, reason: 'invalid' })
    }
    expect(await secondStepWithCode(token, codeAt(secret, Date.now() + 30_000), client)).toMatchObject({ ok: false, reason: 'throttled' })
  })
})

describe('passkey challenges', () => {
  it('are used once, for their own purpose and admin, and not after they expire', async () => {
    const admin = await insertTestAdmin()
    const challenge = await issueChallenge('register', admin.id)
    expect(Buffer.from(challenge, 'base64url').length * 8).toBeGreaterThanOrEqual(128)
    expect(await consumeChallenge(challenge, 'sign-in', null)).toBe(false)
    expect(await consumeChallenge(challenge, 'register', admin.id)).toBe(true)
    expect(await consumeChallenge(challenge, 'register', admin.id)).toBe(false)

    const other = await issueChallenge('sign-in', null)
    await sql()`update webauthn_challenges set expires_at = now() - interval '1 second'`
    expect(await consumeChallenge(other, 'sign-in', null)).toBe(false)
  })
})

describe('the emergency reset', () => {
  it('removes the authenticator app and recovery codes and ends sessions, so the password alone signs in', async () => {
    const admin = await insertTestAdmin()
    const { secret } = await startTotpSetUp(admin)
    await confirmTotp(admin, codeAt(secret, Date.now()))
    expect(await resetSecondFactor(admin.email)).toMatchObject({ passkeys: 0, totp: true })
    const result = await attemptSignIn({ email: admin.email, password: admin.password }, '198.51.100.9')
    expect(result.ok).toBe(true)
    expect(await resetSecondFactor('nobody@example.org')).toBeNull()
  })
})
