import { createHash, randomBytes } from 'node:crypto'

/** 256 random bits, base64url: the part of the giver's link that is never stored. */
const TOKEN_BYTES = 32
const TOKEN = /^[A-Za-z0-9_-]{43}$/

const hashOf = (token: string) => createHash('sha256').update(`gift aid declaration:${token}`).digest('base64url')

/** A new token for a declaration's private link, and the hash that is all the database keeps of it. */
export function newManageToken(): { token: string; tokenHash: string } {
  const token = randomBytes(TOKEN_BYTES).toString('base64url')
  return { token, tokenHash: hashOf(token) }
}

/** The stored hash of a token, or null for anything not shaped like one (so no query sees it). */
export function manageTokenHash(token: unknown): string | null {
  return typeof token === 'string' && TOKEN.test(token) ? hashOf(token) : null
}
