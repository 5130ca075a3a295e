import { inflateRawSync } from 'node:zlib'

/**
 * The entries of a zip archive, read from its central directory (stored or deflated entries only):
 * for checking an exported schedule.
 */
export function zipEntries(archive: Uint8Array): Map<string, Uint8Array> {
  const view = new DataView(archive.buffer, archive.byteOffset, archive.byteLength)
  let end = archive.byteLength - 22
  while (end >= 0 && view.getUint32(end, true) !== 0x06054b50) end -= 1
  if (end < 0) throw new Error('Not a zip archive')
  const count = view.getUint16(end + 10, true)
  let at = view.getUint32(end + 16, true)
  const entries = new Map<string, Uint8Array>()
  for (let index = 0; index < count; index++) {
    const method = view.getUint16(at + 10, true)
    const size = view.getUint32(at + 20, true)
    const nameLength = view.getUint16(at + 28, true)
    const extraLength = view.getUint16(at + 30, true)
    const commentLength = view.getUint16(at + 32, true)
    const local = view.getUint32(at + 42, true)
    const name = new TextDecoder().decode(archive.subarray(at + 46, at + 46 + nameLength))
    const dataStart = local + 30 + view.getUint16(local + 26, true) + view.getUint16(local + 28, true)
    const data = archive.subarray(dataStart, dataStart + size)
    entries.set(name, method === 0 ? data : new Uint8Array(inflateRawSync(data)))
    at += 46 + nameLength + extraLength + commentLength
  }
  return entries
}
