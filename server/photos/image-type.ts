/** What the first bytes of an upload say it is: a photo this site reads, HEIC/HEIF (which it cannot), or something else. */
export type ImageType = 'jpeg' | 'png' | 'webp' | 'heif' | 'other'

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
/** ISO base media file brands of HEIC, HEIF and AVIF stills and sequences. */
const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'hevm', 'hevs', 'mif1', 'msf1', 'avif', 'avis'])

const ascii = (bytes: Uint8Array, start: number, end: number) => String.fromCharCode(...bytes.subarray(start, end))
const startsWith = (bytes: Uint8Array, signature: number[]) => signature.every((byte, index) => bytes[index] === byte)

/** The type the bytes' signature (magic bytes) names; the Content-Type and file name are never trusted. */
export function imageTypeOf(bytes: Uint8Array): ImageType {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg'
  if (startsWith(bytes, PNG)) return 'png'
  if (bytes.byteLength >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp'
  if (bytes.byteLength >= 12 && ascii(bytes, 4, 8) === 'ftyp' && HEIF_BRANDS.has(ascii(bytes, 8, 12))) return 'heif'
  return 'other'
}
