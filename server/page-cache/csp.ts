import { createHash } from 'node:crypto'

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi
const NONCE_ATTRIBUTE = /\snonce="[^"]*"/gi
const NONCE_SOURCE = /'nonce-[^']*'/g

/** The inline scripts of a page, as CSP hash sources. */
function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>()
  for (const [, attributes, content] of html.matchAll(SCRIPT)) {
    if (/\ssrc=/i.test(attributes ?? '')) continue
    hashes.add(
      `'sha256-${createHash('sha256')
        .update(content ?? '')
        .digest('base64')}'`,
    )
  }
  return [...hashes]
}

/**
 * Turns a freshly rendered page and its nonce CSP into a pair that can be served to many visitors:
 * the nonce is taken out of both, and the policy allows exactly the page's own inline scripts by hash.
 */
export function hashBasedPolicy(html: string, policy: string): { html: string; policy: string } {
  const stripped = html.replace(NONCE_ATTRIBUTE, '')
  const hashes = inlineScriptHashes(stripped)
  return { html: stripped, policy: policy.replace(NONCE_SOURCE, hashes.join(' ')).replace(/\s+/g, ' ') }
}
