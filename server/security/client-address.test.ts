import { describe, expect, it } from 'vitest'
import { isTrustedPeer, parseTrustProxy, resolveClientAddress, TRUST_NOBODY, type TrustProxy } from './client-address.ts'

const trust = (text: string): TrustProxy => {
  const parsed = parseTrustProxy(text)
  if (!parsed) throw new Error(`bad TRUST_PROXY ${text}`)
  return parsed
}

describe('parseTrustProxy', () => {
  it('trusts nobody when unset, empty, false or 0', () => {
    for (const text of [undefined, '', '  ', 'false', 'FALSE', '0']) expect(parseTrustProxy(text)).toEqual(TRUST_NOBODY)
  })

  it('reads true as one proxy, and a number as that many', () => {
    expect(parseTrustProxy('true')).toEqual({ kind: 'hops', count: 1 })
    expect(parseTrustProxy('1')).toEqual({ kind: 'hops', count: 1 })
    expect(parseTrustProxy(' 2 ')).toEqual({ kind: 'hops', count: 2 })
  })

  it('reads a comma list of addresses and CIDR ranges', () => {
    const parsed = parseTrustProxy('10.0.0.2, 172.16.0.0/12,::1')
    expect(parsed?.kind).toBe('addresses')
    expect(parsed?.kind === 'addresses' && parsed.ranges.map((range) => range.prefix)).toEqual([32, 12, 128])
  })

  it('refuses anything else', () => {
    for (const text of ['maybe', 'yes', '-1', '1.5', '33', '10.0.0.0/40', '10.0.0.1,', '10.0.0.1, nginx', 'loopback']) {
      expect(parseTrustProxy(text), text).toBeUndefined()
    }
  })
})

describe('resolveClientAddress', () => {
  it('uses the socket address and ignores X-Forwarded-For when no proxy is trusted', () => {
    expect(resolveClientAddress('198.51.100.9', '203.0.113.1', TRUST_NOBODY)).toBe('198.51.100.9')
    expect(resolveClientAddress('::ffff:127.0.0.1', null, TRUST_NOBODY)).toBe('127.0.0.1')
    expect(resolveClientAddress('::1', '203.0.113.1', TRUST_NOBODY)).toBe('::1')
  })

  it('answers unknown only when there is no usable socket address', () => {
    expect(resolveClientAddress(undefined, '203.0.113.1', trust('1'))).toBe('unknown')
    expect(resolveClientAddress('not an address', null, TRUST_NOBODY)).toBe('unknown')
  })

  it('behind one proxy takes the rightmost entry, whatever the client put to its left', () => {
    expect(resolveClientAddress('127.0.0.1', '203.0.113.1', trust('1'))).toBe('203.0.113.1')
    expect(resolveClientAddress('127.0.0.1', '1.1.1.1, 8.8.8.8, 203.0.113.1', trust('true'))).toBe('203.0.113.1')
    expect(resolveClientAddress('127.0.0.1', 'forged, 203.0.113.1', trust('1'))).toBe('203.0.113.1')
  })

  it('behind N proxies skips N - 1 entries from the right', () => {
    const twoProxies = trust('2')
    expect(resolveClientAddress('10.0.0.2', '6.6.6.6, 203.0.113.1, 10.0.0.1', twoProxies)).toBe('203.0.113.1')
    expect(resolveClientAddress('10.0.0.2', '203.0.113.1, 10.0.0.1', twoProxies)).toBe('203.0.113.1')
    expect(resolveClientAddress('10.0.0.2', '10.0.0.1', twoProxies)).toBe('10.0.0.1')
  })

  it('falls back to the nearest known hop when the header is missing or too short', () => {
    expect(resolveClientAddress('127.0.0.1', null, trust('1'))).toBe('127.0.0.1')
    expect(resolveClientAddress('127.0.0.1', '', trust('1'))).toBe('127.0.0.1')
    expect(resolveClientAddress('10.0.0.2', '203.0.113.1', trust('3'))).toBe('203.0.113.1')
  })

  it('stops at an entry that is not an IP address, never reading past it', () => {
    expect(resolveClientAddress('127.0.0.1', '203.0.113.1, unknown', trust('1'))).toBe('127.0.0.1')
    expect(resolveClientAddress('127.0.0.1', '203.0.113.1, <script>', trust('1'))).toBe('127.0.0.1')
    expect(resolveClientAddress('10.0.0.2', '6.6.6.6, not-an-ip, 10.0.0.1', trust('3'))).toBe('10.0.0.1')
    expect(resolveClientAddress('127.0.0.1', '203.0.113.1,', trust('1'))).toBe('127.0.0.1')
  })

  it('accepts ports and brackets and writes addresses one way', () => {
    expect(resolveClientAddress('127.0.0.1', '203.0.113.1:5123', trust('1'))).toBe('203.0.113.1')
    expect(resolveClientAddress('127.0.0.1', '[2001:DB8:0::7]:443', trust('1'))).toBe('2001:db8::7')
    expect(resolveClientAddress('127.0.0.1', '::ffff:203.0.113.1', trust('1'))).toBe('203.0.113.1')
  })

  it('with trusted addresses walks left while the hops are trusted', () => {
    const proxies = trust('127.0.0.1, 10.0.0.0/8')
    expect(resolveClientAddress('127.0.0.1', '203.0.113.1, 10.1.1.1, 10.2.2.2', proxies)).toBe('203.0.113.1')
    expect(resolveClientAddress('127.0.0.1', '6.6.6.6, 203.0.113.1, 10.2.2.2', proxies)).toBe('203.0.113.1')
    expect(resolveClientAddress('::ffff:127.0.0.1', '203.0.113.1', proxies)).toBe('203.0.113.1')
  })

  it('with trusted addresses ignores X-Forwarded-For from a peer that is not one of them', () => {
    const proxies = trust('10.0.0.0/8')
    expect(resolveClientAddress('198.51.100.9', '203.0.113.1', proxies)).toBe('198.51.100.9')
    expect(resolveClientAddress('127.0.0.1', '203.0.113.1', proxies)).toBe('127.0.0.1')
  })

  it('returns the leftmost address when every hop is trusted', () => {
    expect(resolveClientAddress('10.0.0.3', '10.0.0.1, 10.0.0.2', trust('10.0.0.0/8'))).toBe('10.0.0.1')
  })

  it('copes with a huge header', () => {
    const header = Array.from({ length: 2000 }, (_, index) => `10.0.${index % 250}.1`).join(', ')
    expect(resolveClientAddress('127.0.0.1', `${header}, 203.0.113.1`, trust('1'))).toBe('203.0.113.1')
    expect(resolveClientAddress('10.0.0.1', header, trust('10.0.0.0/8'))).toBe('10.0.0.1')
  })
})

describe('isTrustedPeer', () => {
  it('says whether the socket peer is a proxy we trust', () => {
    expect(isTrustedPeer('127.0.0.1', TRUST_NOBODY)).toBe(false)
    expect(isTrustedPeer('127.0.0.1', trust('1'))).toBe(true)
    expect(isTrustedPeer('10.0.0.9', trust('10.0.0.0/8'))).toBe(true)
    expect(isTrustedPeer('11.0.0.9', trust('10.0.0.0/8'))).toBe(false)
    expect(isTrustedPeer(undefined, trust('1'))).toBe(false)
  })
})
