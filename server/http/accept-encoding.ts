/** A content coding this site can send: brotli, gzip, or none. */
export type ContentCoding = 'br' | 'gzip' | 'identity'
type Compressed = Exclude<ContentCoding, 'identity'>

/** How much a client wants each coding (RFC 9110 §12.5.3): 0 is not acceptable. */
type Weights = Record<ContentCoding, number>

/** Below any weight a client can write (the least is 0.001), so a coding it asks for wins over one it did not mention. */
const UNSTATED_IDENTITY = 0.0001
const QVALUE = /^(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/
/** In order of preference when weights tie: the smaller body first. */
const COMPRESSED: readonly Compressed[] = ['br', 'gzip']

/** The weights of the few header values browsers send, kept so the hot path parses each one once. */
const parsed = new Map<string, Weights>()
const MAX_REMEMBERED = 64
const MAX_REMEMBERED_LENGTH = 256

/** One element's coding and weight, or undefined when its weight is not a valid qvalue. */
function element(text: string): [string, number] | undefined {
  const [coding = '', ...parameters] = text.split(';').map((part) => part.trim())
  let weight = 1
  for (const parameter of parameters) {
    const [name, value = ''] = parameter.split('=').map((part) => part.trim())
    if (name?.toLowerCase() !== 'q') continue
    if (!QVALUE.test(value)) return undefined
    weight = Number(value)
  }
  return [coding.toLowerCase(), weight]
}

/**
 * The weight of each coding this site can send. A coding not listed takes `*`'s weight, else is not
 * acceptable; identity is acceptable unless `identity;q=0`, or `*;q=0` with no entry of its own, says
 * otherwise. An empty header asks for no coding at all.
 */
function weightsOf(header: string): Weights {
  const stated = new Map<string, number>()
  for (const part of header.split(',')) {
    const parsedElement = part.trim() === '' ? undefined : element(part)
    if (parsedElement && !stated.has(parsedElement[0])) stated.set(parsedElement[0], parsedElement[1])
  }
  const any = stated.get('*')
  return {
    br: stated.get('br') ?? any ?? 0,
    gzip: stated.get('gzip') ?? stated.get('x-gzip') ?? any ?? 0,
    identity: stated.get('identity') ?? (any === 0 ? 0 : UNSTATED_IDENTITY),
  }
}

function weightsFor(header: string): Weights {
  const known = parsed.get(header)
  if (known) return known
  const weights = weightsOf(header)
  if (header.length <= MAX_REMEMBERED_LENGTH) {
    if (parsed.size >= MAX_REMEMBERED) parsed.clear()
    parsed.set(header, weights)
  }
  return weights
}

/**
 * The coding to send, of those `offered` (identity is always possible), for this `Accept-Encoding`:
 * the highest weight wins, ties going to br, then gzip. When the client refuses everything,
 * the body goes uncompressed, which it can always be sent as.
 */
export function chooseEncoding(header: string | null, offered: readonly Compressed[]): ContentCoding {
  // No header at all is taken as asking for no coding: a client that never asked may not decode one.
  const weights = weightsFor(header ?? '')
  let best: ContentCoding = 'identity'
  let bestWeight = 0
  for (const coding of COMPRESSED) {
    if (offered.includes(coding) && weights[coding] > bestWeight) {
      best = coding
      bestWeight = weights[coding]
    }
  }
  return bestWeight >= weights.identity ? best : 'identity'
}
