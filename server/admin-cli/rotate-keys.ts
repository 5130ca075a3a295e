import { randomBytes } from 'node:crypto'
import { sql } from '../../db/client.ts'
import { recordAudit } from '../audit/audit-log.ts'
import { installKey, openWith, sealWith } from '../second-factor/secret-box.ts'

export type Rotation = { resealed: number; setUpsCancelled: number }

/**
 * Replaces the install's keys in one transaction: the key that encrypts authenticator-app
 * secrets (each confirmed secret is sealed again with the new one; a set-up not yet confirmed is
 * cancelled, to be started again) and the key that hides addresses in rate-limit records (whose
 * counts start afresh, and the addresses known for signing in are forgotten; known browsers stay),
 * and the key that signs the forms' proofs of work (a challenge given before answers no more).
 * Sessions, passwords, passkeys and recovery codes carry on.
 */
export async function rotateInstallKeys(): Promise<Rotation> {
  return sql().begin(async (tx) => {
    await tx`select name from install_secrets where name in ('totp_key', 'rate_limit_key') for update`
    await tx`lock table admin_totp in exclusive mode`
    const oldKey = await installKey(tx)
    const newKey = randomBytes(32)
    const secrets = await tx<{ admin_id: string; secret_encrypted: Uint8Array }[]>`
      select admin_id, secret_encrypted from admin_totp where confirmed_at is not null`
    for (const { admin_id, secret_encrypted } of secrets) {
      const resealed = sealWith(newKey, openWith(oldKey, secret_encrypted))
      await tx`update admin_totp set secret_encrypted = ${resealed} where admin_id = ${admin_id}`
    }
    const cancelled = await tx`delete from admin_totp where confirmed_at is null`
    await tx`update install_secrets set value = ${newKey.toString('hex')} where name = 'totp_key'`
    await tx`update install_secrets set value = ${randomBytes(32).toString('hex')} where name = 'rate_limit_key'`
    await tx`update install_secrets set value = ${randomBytes(32).toString('hex')} where name = 'form_challenge_key'`
    await tx`delete from rate_limit_hits`
    await tx`delete from admin_sign_in_trust where kind = 'address'`
    const rotation = { resealed: secrets.length, setUpsCancelled: cancelled.count }
    await recordAudit(
      {
        actorEmail: null,
        action: 'install.keys_rotated',
        detail: `The install's keys were replaced from the command line; ${rotation.resealed} authenticator app(s) kept`,
      },
      tx,
    )
    return rotation
  })
}
