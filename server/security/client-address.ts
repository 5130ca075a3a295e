import { formatIp, ipInRange, parseForwardedIp, parseIpRange, type IpAddress, type IpRange } from './ip-address.ts'

/**
 * Which peers may tell us the client's address through X-Forwarded-For:
 * nobody, the nearest `count` proxies, or proxies at these addresses.
 */
export type TrustProxy = { kind: 'none' } | { kind: 'hops'; count: number } | { kind: 'addresses'; ranges: IpRange[] }

export const TRUST_NOBODY: TrustProxy = { kind: 'none' }

const MAX_HOPS = 32

export const TRUST_PROXY_EXPECTED = 'expected false, true (one proxy), a number of proxies, or proxy addresses and CIDR ranges separated by commas'

/**
 * Reads TRUST_PROXY: unset, `false` or `0` trusts nobody; `true` one proxy; a number N
 * the N nearest proxies; `10.0.0.2, 172.16.0.0/12, ::1` proxies at those addresses.
 * Returns undefined for anything else.
 */
export function parseTrustProxy(text: string | undefined): TrustProxy | undefined {
  const value = (text ?? '').trim().toLowerCase()
  if (value === '' || value === 'false' || value === '0') return TRUST_NOBODY
  if (value === 'true') return { kind: 'hops', count: 1 }
  if (/^\d+$/.test(value)) {
    const count = Number(value)
    return count <= MAX_HOPS ? { kind: 'hops', count } : undefined
  }
  const ranges = value.split(',').map((part) => parseIpRange(part.trim()))
  if (ranges.some((range) => range === undefined)) return undefined
  return { kind: 'addresses', ranges: ranges as IpRange[] }
}

function trusts(trust: TrustProxy, address: IpAddress, hop: number): boolean {
  if (trust.kind === 'hops') return hop < trust.count
  if (trust.kind === 'addresses') return trust.ranges.some((range) => ipInRange(address, range))
  return false
}

/** True when the peer that connected to us is a proxy we trust (it may then speak for the client). */
export function isTrustedPeer(peer: string | undefined, trust: TrustProxy): boolean {
  const address = peer === undefined ? undefined : parseForwardedIp(peer)
  return address !== undefined && trusts(trust, address, 0)
}

/**
 * The client's address: the socket peer, unless it is a trusted proxy; then X-Forwarded-For
 * is read from the right, one entry per trusted hop, and the first untrusted address is the
 * client. An entry that is not an IP address ends the walk: the hop that wrote it is then the
 * nearest address we can vouch for. Addresses come back in one canonical text form.
 */
export function resolveClientAddress(peer: string | undefined, forwardedFor: string | null, trust: TrustProxy): string {
  let current = peer === undefined ? undefined : parseForwardedIp(peer)
  if (!current) return 'unknown'
  const entries = (forwardedFor ?? '').split(',').map((entry) => entry.trim())
  for (let hop = 0; trusts(trust, current, hop) && hop < entries.length; hop++) {
    const next = parseForwardedIp(entries[entries.length - 1 - hop]!)
    if (!next) break
    current = next
  }
  return formatIp(current)
}
