import { createHash, randomBytes } from 'node:crypto'

/** How long a confirmation link works. */
export const CONFIRM_DAYS = 7

/** 256 random bits, base64url: the part of the link that is never stored. */
const TOKEN_BYTES = 32
const TOKEN = /^[A-Za-z0-9_-]{43}$/

const hashOf = (token: string) => createHash('sha256').update(`news confirmation:${token}`).digest('base64url')

/** A new single-use confirmation token and the hash that is all the database keeps of it. */
export function newConfirmToken(): { token: string; tokenHash: string } {
  const token = randomBytes(TOKEN_BYTES).toString('base64url')
  return { token, tokenHash: hashOf(token) }
}

/** The stored hash of a token, or null for anything not shaped like one (so no query sees it). */
export function confirmTokenHash(token: unknown): string | null {
  return typeof token === 'string' && TOKEN.test(token) ? hashOf(token) : null
}
