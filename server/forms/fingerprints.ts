import { createHash } from 'node:crypto'

/** Fields that name a way to reply: they differ between the copies of one flood, so they are left out. */
const REPLY_FIELDS = new Set(['email', 'phone', 'mobile'])

const LINK = /\b(?:https?:\/\/|www\.)[^\s<>"')]+/gi

const digest = (kind: string, text: string) => `${kind}:${createHash('sha256').update(text).digest('base64url').slice(0, 22)}`

/** A text as a person would read it: case, spacing and punctuation aside. */
function normalised(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
}

/** The host and path of each link, without its scheme, `www.` or query: the place it sends people. */
function linkTargets(text: string): string[] {
  return [...text.matchAll(LINK)].map(([link]) =>
    link
      .toLowerCase()
      .replace(/^https?:\/\//, '')
      .replace(/^www\./, '')
      .replace(/[?#].*$/, '')
      .replace(/\/+$/, ''),
  )
}

/**
 * Digests of what a submission says and where its links lead, so the same message sent again
 * and again can be told from new ones without keeping another copy of its words: one for its
 * words (every field but the reply address and numbers), and one for its links when it has any.
 */
export function submissionFingerprints(fields: Record<string, unknown>): string[] {
  const texts = Object.entries(fields)
    .filter(([name, value]) => !REPLY_FIELDS.has(name) && typeof value === 'string')
    .map(([, value]) => value as string)
  const words = normalised(texts.join(' '))
  const links = [...new Set(texts.flatMap(linkTargets))].sort()
  return [...(words.length >= 3 ? [digest('words', words)] : []), ...(links.length > 0 ? [digest('links', links.join(' '))] : [])]
}
