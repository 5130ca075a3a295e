import { sql } from '../../db/client.ts'
import type { Queryable } from '../../db/queryable.ts'
import { env } from '../env.ts'

export type AdminFactors = { passkeys: number; totp: boolean; recoveryCodes: number }

export async function adminFactors(adminId: string, db: Queryable = sql()): Promise<AdminFactors> {
  const [row] = await db<AdminFactors[]>`
    select
      (select count(*)::int from admin_passkeys where admin_id = ${adminId}) as passkeys,
      exists (select 1 from admin_totp where admin_id = ${adminId} and confirmed_at is not null) as totp,
      (select count(*)::int from admin_recovery_codes where admin_id = ${adminId}) as "recoveryCodes"`
  return row!
}

/** Whether a password alone is not enough: the admin has an authenticator app or a passkey. */
export function hasSecondStep(factors: AdminFactors): boolean {
  return factors.totp || factors.passkeys > 0
}

export type SecondFactorRequirement = { required: boolean; forcedByHost: boolean }

/** Whether every administrator must have a second factor or a passkey: the church's setting, or the host's ADMIN_REQUIRE_SECOND_FACTOR. */
export async function secondFactorRequirement(): Promise<SecondFactorRequirement> {
  const forcedByHost = env().ADMIN_REQUIRE_SECOND_FACTOR
  if (forcedByHost) return { required: true, forcedByHost }
  const [row] = await sql()<{ require_second_factor: boolean }[]>`select require_second_factor from admin_security_settings where id`
  return { required: row?.require_second_factor ?? false, forcedByHost }
}

/** An admin who must set up a second factor before anything else. */
export async function mustSetUpSecondFactor(adminId: string): Promise<boolean> {
  if (!(await secondFactorRequirement()).required) return false
  return !hasSecondStep(await adminFactors(adminId))
}

export async function setSecondFactorRequired(required: boolean, tx: Queryable): Promise<void> {
  await tx`
    insert into admin_security_settings (id, require_second_factor, updated_at) values (true, ${required}, now())
    on conflict (id) do update set require_second_factor = excluded.require_second_factor, updated_at = now()`
}
