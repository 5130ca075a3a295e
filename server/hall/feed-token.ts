import { createHash, randomBytes } from 'node:crypto'
import { env } from '../env.ts'

/**
 * 256 random bits in lower-case hex: the secret part of a private feed's link, never stored. Lower
 * case, as the site answers a path with a capital by sending the visitor to its lower-case spelling.
 */
const TOKEN_BYTES = 32
const TOKEN = /^[0-9a-f]{64}$/

const hashOf = (token: string) => createHash('sha256').update(`hall diary feed:${token}`).digest('base64url')

/** Where the hall's private feeds are served: /hall-diary/<secret>.ics */
export const HALL_FEED_PATH = '/hall-diary'

/** A new secret for a private feed, the hash that is all the database keeps, and the link to give. */
export function newFeedToken(): { token: string; tokenHash: string; url: string } {
  const token = randomBytes(TOKEN_BYTES).toString('hex')
  return { token, tokenHash: hashOf(token), url: `${env().SITE_URL}${HALL_FEED_PATH}/${token}.ics` }
}

/** The stored hash of a feed's secret, or null for anything not shaped like one (so no query sees it). */
export function feedTokenHash(token: string): string | null {
  return TOKEN.test(token) ? hashOf(token) : null
}
