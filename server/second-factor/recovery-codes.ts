import { createHash, randomInt, timingSafeEqual } from 'node:crypto'
import type { Queryable } from '../../db/queryable.ts'

export const RECOVERY_CODE_COUNT = 10
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789'

/** 16 characters drawn evenly from a 31-letter alphabet (79 bits), shown as four groups: abcd-efgh-jkmn-pqrs. */
function newCode(): string {
  const letters = Array.from({ length: 16 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('')
  return letters.match(/.{4}/g)!.join('-')
}

/** What a typed code is compared as: lower case, no spaces or dashes. */
function normalise(code: string): string {
  return code.toLowerCase().replace(/[\s-]/g, '')
}

function hashCode(code: string): Buffer {
  return createHash('sha256').update(normalise(code)).digest()
}

/** Replaces the admin's recovery codes with ten new ones, returned once; only their hashes are kept. */
export async function replaceRecoveryCodes(adminId: string, tx: Queryable): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newCode)
  await tx`delete from admin_recovery_codes where admin_id = ${adminId}`
  for (const code of codes) await tx`insert into admin_recovery_codes (admin_id, code_hash) values (${adminId}, ${hashCode(code)})`
  return codes
}

export function looksLikeRecoveryCode(code: string): boolean {
  return normalise(code).length === 16
}

/**
 * Uses up one recovery code: compared in constant time against each stored hash, and deleted when
 * it matches, in the caller's transaction, so it can never be used twice.
 */
export async function spendRecoveryCode(adminId: string, code: string, tx: Queryable): Promise<boolean> {
  if (!looksLikeRecoveryCode(code)) return false
  const presented = hashCode(code)
  const rows = await tx<{ code_hash: Uint8Array }[]>`select code_hash from admin_recovery_codes where admin_id = ${adminId} for update`
  let match: Uint8Array | null = null
  for (const row of rows) {
    const stored = Buffer.from(row.code_hash)
    if (stored.length === presented.length && timingSafeEqual(stored, presented)) match = row.code_hash
  }
  if (!match) return false
  const deleted = await tx`delete from admin_recovery_codes where admin_id = ${adminId} and code_hash = ${match}`
  return deleted.count === 1
}

export async function recoveryCodesLeft(adminId: string, tx: Queryable): Promise<number> {
  const [row] = await tx<{ count: number }[]>`select count(*)::int as count from admin_recovery_codes where admin_id = ${adminId}`
  return row?.count ?? 0
}
