import * as OTPAuth from 'otpauth'
import { describe, expect, it } from 'vitest'
import { sql } from '../../db/client.ts'
import { insertTestAdmin } from '../../tests/helpers/admins.ts'
import { installKey, openSecret } from '../second-factor/secret-box.ts'
import { beginTotpSetUp, spendTotpCode } from '../second-factor/totp.ts'
import { rotateInstallKeys } from './rotate-keys.ts'

const installSecret = async (name: string) => (await sql()<{ value: string }[]>`select value from install_secrets where name = ${name}`)[0]!.value
const rateLimitKey = () => installSecret('rate_limit_key')
const codeFor = (secret: string) => new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) }).generate()

describe("replacing the install's keys", () => {
  it('keeps every confirmed authenticator app working under the new key, cancels unconfirmed set-ups, and starts rate limits afresh', async () => {
    const confirmed = await insertTestAdmin()
    const { secret } = await beginTotpSetUp(confirmed, 'Church')
    expect(await sql().begin((tx) => spendTotpCode(confirmed.id, codeFor(secret), false, tx))).toBe(true)
    const pending = await insertTestAdmin()
    await beginTotpSetUp(pending, 'Church')
    await sql()`insert into rate_limit_hits (bucket) values (rate_limit_bucket('contact:203.0.113.9'))`
    const [oldTotpKey, oldRateKey, oldChallengeKey] = [await installKey(), await rateLimitKey(), await installSecret('form_challenge_key')]

    const rotation = await rotateInstallKeys()

    expect(rotation.resealed).toBeGreaterThanOrEqual(1)
    expect(rotation.setUpsCancelled).toBeGreaterThanOrEqual(1)
    expect((await installKey()).equals(oldTotpKey)).toBe(false)
    expect(await rateLimitKey()).not.toBe(oldRateKey)
    expect(await installSecret('form_challenge_key')).not.toBe(oldChallengeKey)
    const [row] = await sql()<{ secret_encrypted: Uint8Array }[]>`select secret_encrypted from admin_totp where admin_id = ${confirmed.id}`
    expect(await openSecret(row!.secret_encrypted)).toBe(secret)
    expect(await sql()`select 1 from admin_totp where admin_id = ${pending.id}`).toHaveLength(0)
    expect(await sql()`select 1 from rate_limit_hits`).toHaveLength(0)
    const [audit] = await sql()<{ action: string }[]>`select action from audit_log order by id desc limit 1`
    expect(audit?.action).toBe('install.keys_rotated')
  })
})
