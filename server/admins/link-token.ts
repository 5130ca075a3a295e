import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'

/** What a single-use link is for, and how long it lasts (decision 033). */
export const LINK_LIFETIMES = { invitation: 72 * 60 * 60, password_reset: 30 * 60 } as const
export type LinkPurpose = keyof typeof LINK_LIFETIMES

/** 256 random bits: the part of a link that is never stored. */
const SECRET_BYTES = 32
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/
const SECRET = /^[A-Za-z0-9_-]{43}$/

export function hashLinkSecret(secret: string): Buffer {
  return createHash('sha256').update(secret).digest()
}

/** A new secret and the hash to store for it. */
export function newLinkSecret(): { secret: string; secretHash: Buffer } {
  const secret = randomBytes(SECRET_BYTES).toString('base64url')
  return { secret, secretHash: hashLinkSecret(secret) }
}

/** The token a link carries: the row's id, a dot, the secret. */
export const linkToken = (id: string, secret: string) => `${id}.${secret}`

/** The id and secret of a token, or null for anything not shaped like one (so no query sees it). */
export function parseLinkToken(token: unknown): { id: string; secret: string } | null {
  if (typeof token !== 'string' || token.length > 100) return null
  const [id, secret, ...rest] = token.split('.')
  if (rest.length > 0 || !id || !secret || !UUID.test(id) || !SECRET.test(secret)) return null
  return { id, secret }
}

/** Whether a presented secret hashes to the stored hash, compared in constant time. */
export function secretMatches(storedHash: Uint8Array, secret: string): boolean {
  const stored = Buffer.from(storedHash)
  const presented = hashLinkSecret(secret)
  return stored.length === presented.length && timingSafeEqual(stored, presented)
}

export type LinkRow = { secret_hash: Uint8Array; expires_at: Date; used_at: Date | null }
/** Why a link cannot be used; `unknown` also covers a wrong secret, so a guess learns nothing. */
export type LinkRefusal = 'unknown' | 'expired' | 'used'

/** Whether a stored link lets the holder of `secret` in at `now`, and if not, why. */
export function linkRefusal(row: LinkRow | undefined, secret: string, now = new Date()): LinkRefusal | null {
  if (!row || !secretMatches(row.secret_hash, secret)) return 'unknown'
  if (row.used_at) return 'used'
  if (now.getTime() >= row.expires_at.getTime()) return 'expired'
  return null
}
