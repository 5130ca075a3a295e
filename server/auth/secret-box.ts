import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto'
import { sql } from '../../db/client.ts'

const IV_BYTES = 12
const TAG_BYTES = 16

/** The install's own 256-bit key for secrets kept at rest (made by migration 00024). */
async function installKey(): Promise<Buffer> {
  const [row] = await sql()<{ value: string }[]>`select value from install_secrets where name = 'totp_key'`
  if (!row) throw new Error('The install has no totp_key: run the migrations')
  return Buffer.from(row.value, 'hex')
}

/** AES-256-GCM: iv ‖ tag ‖ ciphertext. */
export async function sealSecret(plain: string): Promise<Buffer> {
  const iv = randomBytes(IV_BYTES)
  const cipher = createCipheriv('aes-256-gcm', await installKey(), iv)
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()])
  return Buffer.concat([iv, cipher.getAuthTag(), body])
}

export async function openSecret(sealed: Uint8Array): Promise<string> {
  const bytes = Buffer.from(sealed)
  const decipher = createDecipheriv('aes-256-gcm', await installKey(), bytes.subarray(0, IV_BYTES))
  decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES))
  return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8')
}
