import { describe, expect, it } from 'vitest'
import { hashLinkSecret, LINK_LIFETIMES, linkRefusal, linkToken, newLinkSecret, parseLinkToken, secretMatches } from './link-token.ts'

const ID = '3f2b8c1e-9a4d-4e5f-8a7b-1c2d3e4f5a6b'

describe('single-use link tokens', () => {
  it('carry 256 random bits, base64url, and store only their SHA-256', () => {
    const first = newLinkSecret()
    const second = newLinkSecret()
    expect(first.secret).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(Buffer.from(first.secret, 'base64url')).toHaveLength(32)
    expect(first.secret).not.toBe(second.secret)
    expect(first.secretHash).toEqual(hashLinkSecret(first.secret))
    expect(first.secretHash.toString('base64url')).not.toContain(first.secret)
  })

  it('parse back into the row id and the secret, and refuse anything else shaped otherwise', () => {
    const { secret } = newLinkSecret()
    expect(parseLinkToken(linkToken(ID, secret))).toEqual({ id: ID, secret })
    for (const bad of [
      undefined,
      42,
      '',
      ID,
      `${ID}.`,
      `.${secret}`,
      `not-a-uuid.${secret}`,
      `${ID}.${secret}.x`,
      `${ID}.${secret.slice(1)}`,
      `${ID}.${'a'.repeat(200)}`,
    ]) {
      expect(parseLinkToken(bad)).toBeNull()
    }
  })

  it('match only the secret they were made from', () => {
    const { secret, secretHash } = newLinkSecret()
    expect(secretMatches(secretHash, secret)).toBe(true)
    expect(secretMatches(secretHash, newLinkSecret().secret)).toBe(false)
    expect(secretMatches(new Uint8Array(3), secret)).toBe(false)
  })
})

describe('whether a link still lets its holder in', () => {
  const { secret, secretHash } = newLinkSecret()
  const now = new Date('2026-11-24T12:00:00Z')
  const row = (expiresInSeconds: number, usedAt: Date | null = null) => ({
    secret_hash: secretHash,
    expires_at: new Date(now.getTime() + expiresInSeconds * 1000),
    used_at: usedAt,
  })

  it('lasts 72 hours for an invitation and 30 minutes for a new password', () => {
    expect(LINK_LIFETIMES.invitation).toBe(72 * 3600)
    expect(LINK_LIFETIMES.password_reset).toBe(30 * 60)
  })

  it('is open until the moment it expires, then expired', () => {
    expect(linkRefusal(row(1), secret, now)).toBeNull()
    expect(linkRefusal(row(0), secret, now)).toBe('expired')
    expect(linkRefusal(row(-60), secret, now)).toBe('expired')
  })

  it('is refused once used, even before it expires', () => {
    expect(linkRefusal(row(600, new Date(now.getTime() - 1000)), secret, now)).toBe('used')
  })

  it('says only "unknown" for a missing row or a wrong secret, whatever the row', () => {
    expect(linkRefusal(undefined, secret, now)).toBe('unknown')
    expect(linkRefusal(row(600), newLinkSecret().secret, now)).toBe('unknown')
    expect(linkRefusal(row(-60, now), newLinkSecret().secret, now)).toBe('unknown')
  })
})
