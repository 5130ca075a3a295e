import * as OTPAuth from 'otpauth'
import { sql } from '../../db/client.ts'
import type { QrCodePicture } from '../../app/lib/admin/qr-code.ts'
import type { Queryable } from '../../db/queryable.ts'
import { openSecret, sealSecret } from './secret-box.ts'
import { qrCodePicture } from './qr-code.ts'

const PERIOD_SECONDS = 30
/** A code from the step before or after now is accepted too, for clocks a little apart. */
const WINDOW_STEPS = 1

function totpFor(secretBase32: string, label = 'admin', issuer = 'Church website'): OTPAuth.TOTP {
  return new OTPAuth.TOTP({ issuer, label, algorithm: 'SHA1', digits: 6, period: PERIOD_SECONDS, secret: OTPAuth.Secret.fromBase32(secretBase32) })
}

/**
 * The 30-second step a code belongs to when it is valid now (±1 step) and newer than `lastStep`,
 * else null: a code already accepted, or an older one, never counts again.
 */
export function acceptedStep(secretBase32: string, code: string, lastStep: number, now = Date.now()): number | null {
  if (!/^\d{6}$/.test(code)) return null
  const delta = totpFor(secretBase32).validate({ token: code, timestamp: now, window: WINDOW_STEPS })
  if (delta === null) return null
  const step = Math.floor(now / 1000 / PERIOD_SECONDS) + delta
  return step > lastStep ? step : null
}

export type TotpSetUp = { secret: string; uri: string; qrCode: QrCodePicture }

/** A new secret, kept unconfirmed until a first code proves the app has it (replacing any earlier unconfirmed one). */
export async function beginTotpSetUp(admin: { id: string; email: string }, issuer: string): Promise<TotpSetUp> {
  const secret = new OTPAuth.Secret({ size: 20 }).base32
  const sealed = await sealSecret(secret)
  const [row] = await sql()<{ admin_id: string }[]>`
    insert into admin_totp (admin_id, secret_encrypted) values (${admin.id}, ${sealed})
    on conflict (admin_id) do update set secret_encrypted = excluded.secret_encrypted, last_step = 0, created_at = now()
    where admin_totp.confirmed_at is null
    returning admin_id`
  if (!row) throw new TotpAlreadyOn()
  const uri = totpFor(secret, admin.email, issuer).toString()
  return { secret, uri, qrCode: qrCodePicture(uri) }
}

export class TotpAlreadyOn extends Error {}

/**
 * Checks a code against the admin's secret and, when it is accepted, records its step in the same
 * row lock, so two requests with one code cannot both pass. `confirmed` picks the set-up being
 * confirmed (false) or the factor in use (true).
 */
export async function spendTotpCode(adminId: string, code: string, confirmed: boolean, tx: Queryable): Promise<boolean> {
  const [row] = await tx<{ secret_encrypted: Uint8Array; last_step: string }[]>`
    select secret_encrypted, last_step from admin_totp
    where admin_id = ${adminId} and (confirmed_at is not null) = ${confirmed}
    for update`
  if (!row) return false
  const step = acceptedStep(await openSecret(row.secret_encrypted), code.trim(), Number(row.last_step))
  if (step === null) return false
  await tx`update admin_totp set last_step = ${step}, confirmed_at = coalesce(confirmed_at, now()) where admin_id = ${adminId}`
  return true
}

export async function removeTotp(adminId: string, tx: Queryable = sql()): Promise<boolean> {
  const result = await tx`delete from admin_totp where admin_id = ${adminId}`
  return result.count > 0
}
