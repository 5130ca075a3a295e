/** An IPv4 or IPv6 address as a number. IPv4-mapped IPv6 addresses (::ffff:a.b.c.d) count as IPv4. */
export type IpAddress = { family: 4 | 6; bits: bigint }

/** An address with a prefix length: 10.0.0.0/8, 2001:db8::/32, or one address (a full-length prefix). */
export type IpRange = IpAddress & { prefix: number }

const WIDTH = { 4: 32, 6: 128 } as const

function ipv4Bits(text: string): bigint | undefined {
  const parts = text.split('.')
  if (parts.length !== 4) return undefined
  let bits = 0n
  for (const part of parts) {
    if (!/^(0|[1-9]\d{0,2})$/.test(part) || Number(part) > 255) return undefined
    bits = (bits << 8n) | BigInt(part)
  }
  return bits
}

function hexGroups(text: string, ipv4TailAllowed: boolean): number[] | undefined {
  if (text === '') return []
  const pieces = text.split(':')
  const groups: number[] = []
  for (const [index, piece] of pieces.entries()) {
    if (/^[0-9a-f]{1,4}$/i.test(piece)) {
      groups.push(parseInt(piece, 16))
      continue
    }
    const v4 = ipv4TailAllowed && index === pieces.length - 1 ? ipv4Bits(piece) : undefined
    if (v4 === undefined) return undefined
    groups.push(Number(v4 >> 16n), Number(v4 & 0xffffn))
  }
  return groups
}

function ipv6Bits(text: string): bigint | undefined {
  if (!/^[0-9a-f:.]+$/i.test(text)) return undefined
  const halves = text.split('::')
  if (halves.length > 2) return undefined
  const compressed = halves.length === 2
  const left = hexGroups(halves[0]!, !compressed)
  const right = compressed ? hexGroups(halves[1]!, true) : []
  if (!left || !right) return undefined
  const count = left.length + right.length
  if (compressed ? count > 7 : count !== 8) return undefined
  const groups = [...left, ...new Array<number>(8 - count).fill(0), ...right]
  return groups.reduce((bits, group) => (bits << 16n) | BigInt(group), 0n)
}

/** Parses a bare IPv4 or IPv6 address (no port, no brackets, no zone). */
export function parseIp(text: string): IpAddress | undefined {
  const v4 = ipv4Bits(text)
  if (v4 !== undefined) return { family: 4, bits: v4 }
  const v6 = ipv6Bits(text)
  if (v6 === undefined) return undefined
  if (v6 >> 32n === 0xffffn) return { family: 4, bits: v6 & 0xffffffffn }
  return { family: 6, bits: v6 }
}

/** Parses an address as proxies write it: bare, `1.2.3.4:port`, `[v6]` or `[v6]:port`. */
export function parseForwardedIp(text: string): IpAddress | undefined {
  const bracketed = /^\[([^\]]+)\](?::\d{1,5})?$/.exec(text)
  if (bracketed) return parseIp(bracketed[1]!)
  const v4WithPort = /^([\d.]+):\d{1,5}$/.exec(text)
  return parseIp(v4WithPort ? v4WithPort[1]! : text)
}

function formatIpv6(bits: bigint): string {
  const groups = Array.from({ length: 8 }, (_, index) => Number((bits >> BigInt(112 - index * 16)) & 0xffffn))
  let bestStart = -1
  let bestLength = 1
  for (let start = 0; start < 8; start++) {
    let length = 0
    while (start + length < 8 && groups[start + length] === 0) length++
    if (length > bestLength) [bestStart, bestLength] = [start, length]
  }
  const hex = groups.map((group) => group.toString(16))
  if (bestStart < 0) return hex.join(':')
  return `${hex.slice(0, bestStart).join(':')}::${hex.slice(bestStart + bestLength).join(':')}`
}

/** The canonical text of an address: dotted IPv4, or lower-case compressed IPv6. */
export function formatIp(address: IpAddress): string {
  if (address.family === 6) return formatIpv6(address.bits)
  return [24n, 16n, 8n, 0n].map((shift) => (address.bits >> shift) & 0xffn).join('.')
}

/** Parses `address` or `address/prefix`. */
export function parseIpRange(text: string): IpRange | undefined {
  const [addressText, prefixText, ...rest] = text.split('/')
  if (rest.length > 0 || !addressText) return undefined
  const mappedV6 = addressText.includes(':')
  const address = parseIp(addressText)
  if (!address) return undefined
  if (prefixText === undefined) return { ...address, prefix: WIDTH[address.family] }
  if (!/^\d{1,3}$/.test(prefixText)) return undefined
  let prefix = Number(prefixText)
  if (address.family === 4 && mappedV6) prefix -= 96
  if (prefix < 0 || prefix > WIDTH[address.family]) return undefined
  return { ...address, prefix }
}

export function ipInRange(address: IpAddress, range: IpRange): boolean {
  if (address.family !== range.family) return false
  const shift = BigInt(WIDTH[range.family] - range.prefix)
  return address.bits >> shift === range.bits >> shift
}

/**
 * How many leading bits of an IPv6 address one household or phone gets: providers hand out a
 * whole /64 (often a /56 or /48), and a device picks any of its 2^64 addresses at will.
 */
export const IPV6_NETWORK_PREFIX = 64

/**
 * The part of an address a rate limit counts by: an IPv4 address itself (IPv4-mapped IPv6
 * included), or the /64 network of an IPv6 address, written `2001:db8:1:2::/64`. Text that is not
 * an address (`unknown`) comes back as it is.
 */
export function rateLimitGroup(addressText: string): string {
  const address = parseIp(addressText)
  if (!address) return addressText
  if (address.family === 4) return formatIp(address)
  const hostBits = BigInt(WIDTH[6] - IPV6_NETWORK_PREFIX)
  return `${formatIp({ family: 6, bits: (address.bits >> hostBits) << hostBits })}/${IPV6_NETWORK_PREFIX}`
}
