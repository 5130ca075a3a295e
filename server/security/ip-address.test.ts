import { describe, expect, it } from 'vitest'
import { formatIp, ipInRange, parseForwardedIp, parseIp, parseIpRange, rateLimitGroup } from './ip-address.ts'

const canonical = (text: string) => {
  const address = parseIp(text)
  return address ? formatIp(address) : undefined
}

describe('parseIp', () => {
  it('reads IPv4 addresses', () => {
    expect(canonical('203.0.113.7')).toBe('203.0.113.7')
    expect(canonical('0.0.0.0')).toBe('0.0.0.0')
    expect(canonical('255.255.255.255')).toBe('255.255.255.255')
  })

  it('refuses what is not an IPv4 address', () => {
    for (const text of ['256.1.1.1', '1.2.3', '1.2.3.4.5', '01.2.3.4', '1.2.3.-4', ' 1.2.3.4', '1.2.3.4 ', 'a.b.c.d', '', '1..2.3', '１.2.3.4']) {
      expect(parseIp(text), text).toBeUndefined()
    }
  })

  it('reads IPv6 addresses in every spelling and writes them one way', () => {
    expect(canonical('2001:DB8:0:0:0:0:0:1')).toBe('2001:db8::1')
    expect(canonical('2001:db8::1')).toBe('2001:db8::1')
    expect(canonical('::1')).toBe('::1')
    expect(canonical('::')).toBe('::')
    expect(canonical('fe80::')).toBe('fe80::')
    expect(canonical('2001:db8:0:1:0:0:0:1')).toBe('2001:db8:0:1::1')
    expect(canonical('2001:0db8:0000:0000:0001:0000:0000:0001')).toBe('2001:db8::1:0:0:1')
    expect(canonical('1:2:3:4:5:6:7:8')).toBe('1:2:3:4:5:6:7:8')
    expect(canonical('64:ff9b::192.0.2.33')).toBe('64:ff9b::c000:221')
  })

  it('treats IPv4-mapped IPv6 addresses as IPv4', () => {
    expect(canonical('::ffff:127.0.0.1')).toBe('127.0.0.1')
    expect(canonical('::FFFF:7f00:1')).toBe('127.0.0.1')
    expect(parseIp('::ffff:10.1.2.3')?.family).toBe(4)
  })

  it('refuses what is not an IPv6 address', () => {
    for (const text of [
      '1::2::3',
      '1:2:3:4:5:6:7:8:9',
      '1:2:3:4:5:6:7',
      '12345::1',
      'g::1',
      ':1',
      '1:',
      '1.2.3.4::',
      '::1.2.3',
      'fe80::1%eth0',
      '[::1]',
      '::1.2.3.4:5',
    ]) {
      expect(parseIp(text), text).toBeUndefined()
    }
  })
})

describe('parseForwardedIp', () => {
  it('accepts the ways proxies write an address, with or without a port', () => {
    expect(formatIp(parseForwardedIp('198.51.100.4:51234')!)).toBe('198.51.100.4')
    expect(formatIp(parseForwardedIp('[2001:db8::5]')!)).toBe('2001:db8::5')
    expect(formatIp(parseForwardedIp('[2001:db8::5]:443')!)).toBe('2001:db8::5')
    expect(formatIp(parseForwardedIp('2001:db8::5')!)).toBe('2001:db8::5')
  })

  it('refuses names, obfuscated identifiers and junk', () => {
    for (const text of [
      'unknown',
      '_hidden',
      'localhost',
      'example.org',
      'example.org:80',
      '[example.org]',
      '1.2.3.4:',
      '1.2.3.4:123456',
      '<script>',
      '"1.2.3.4"',
    ]) {
      expect(parseForwardedIp(text), text).toBeUndefined()
    }
  })
})

describe('parseIpRange and ipInRange', () => {
  const inRange = (address: string, range: string) => ipInRange(parseIp(address)!, parseIpRange(range)!)

  it('matches addresses inside a CIDR range and no others', () => {
    expect(inRange('10.200.3.4', '10.0.0.0/8')).toBe(true)
    expect(inRange('11.0.0.1', '10.0.0.0/8')).toBe(false)
    expect(inRange('172.31.255.255', '172.16.0.0/12')).toBe(true)
    expect(inRange('172.32.0.0', '172.16.0.0/12')).toBe(false)
    expect(inRange('2001:db8:ffff::1', '2001:db8::/32')).toBe(true)
    expect(inRange('2001:db9::1', '2001:db8::/32')).toBe(false)
    expect(inRange('8.8.8.8', '0.0.0.0/0')).toBe(true)
  })

  it('matches a single address exactly, across families only for mapped IPv4', () => {
    expect(inRange('192.0.2.10', '192.0.2.10')).toBe(true)
    expect(inRange('192.0.2.11', '192.0.2.10')).toBe(false)
    expect(inRange('::ffff:192.0.2.10', '192.0.2.10')).toBe(true)
    expect(inRange('::1', '127.0.0.1')).toBe(false)
    expect(inRange('127.0.0.1', '::1')).toBe(false)
    expect(inRange('10.1.1.1', '::ffff:10.0.0.0/104')).toBe(true)
  })

  it('refuses bad ranges', () => {
    for (const text of ['10.0.0.0/33', '2001:db8::/129', '10.0.0.0/', '10.0.0.0/8/8', '/8', 'ten/8', '10.0.0.0/-1', '::ffff:10.0.0.0/95']) {
      expect(parseIpRange(text), text).toBeUndefined()
    }
  })
})

describe('rateLimitGroup', () => {
  it('keeps an IPv4 address as it is', () => {
    expect(rateLimitGroup('203.0.113.7')).toBe('203.0.113.7')
    expect(rateLimitGroup('203.0.113.8')).toBe('203.0.113.8')
  })

  it('counts an IPv4-mapped IPv6 address as its IPv4 address', () => {
    expect(rateLimitGroup('::ffff:203.0.113.7')).toBe('203.0.113.7')
    expect(rateLimitGroup('::ffff:cb00:7107')).toBe('203.0.113.7')
  })

  it('groups IPv6 addresses by their /64 network', () => {
    expect(rateLimitGroup('2001:db8:1:2:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64')
    expect(rateLimitGroup('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64')
    expect(rateLimitGroup('2001:DB8:1:2:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64')
    expect(rateLimitGroup('::1')).toBe('::/64')
  })

  it('keeps neighbouring /64 networks apart', () => {
    expect(rateLimitGroup('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64')
    expect(rateLimitGroup('2001:db8:1:3::1')).not.toBe(rateLimitGroup('2001:db8:1:2::1'))
  })

  it('leaves text that is not an address alone', () => {
    expect(rateLimitGroup('unknown')).toBe('unknown')
  })
})
