import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto'
import { sql } from '../../db/client.ts'
import type { Queryable } from '../../db/queryable.ts'

const IV_BYTES = 12
const TAG_BYTES = 16

/** The install's own 256-bit key for secrets kept at rest (made by migration 00024, replaced by `admin rotate-keys`). */
export async function installKey(db: Queryable = sql()): Promise<Buffer> {
  const [row] = await db<{ value: string }[]>`select value from install_secrets where name = 'totp_key'`
  if (!row) throw new Error('The install has no totp_key: run the migrations')
  return Buffer.from(row.value, 'hex')
}

/** AES-256-GCM: iv ‖ tag ‖ ciphertext. */
export function sealWith(key: Buffer, plain: string): Buffer {
  const iv = randomBytes(IV_BYTES)
  const cipher = createCipheriv('aes-256-gcm', key, iv)
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()])
  return Buffer.concat([iv, cipher.getAuthTag(), body])
}

export function openWith(key: Buffer, sealed: Uint8Array): string {
  const bytes = Buffer.from(sealed)
  const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES))
  decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES))
  return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8')
}

export async function sealSecret(plain: string): Promise<Buffer> {
  return sealWith(await installKey(), plain)
}

export async function openSecret(sealed: Uint8Array): Promise<string> {
  return openWith(await installKey(), sealed)
}
