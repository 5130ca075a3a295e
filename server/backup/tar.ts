import { createHash } from 'node:crypto'
import type { Writable } from 'node:stream'

/**
 * Just enough of the POSIX ustar format for backup archives: regular files with server-made
 * names, written and read as streams, so an archive never has to fit in memory. Any tar tool
 * can list and extract what this writes.
 */
const BLOCK = 512
const END_OF_ARCHIVE = new Uint8Array(BLOCK * 2)
const encoder = new TextEncoder()
const decoder = new TextDecoder()

export class ArchiveError extends Error {}

function writeText(header: Uint8Array, offset: number, length: number, text: string) {
  const bytes = encoder.encode(text)
  if (bytes.length > length) throw new ArchiveError(`"${text}" is too long for a tar header field`)
  header.set(bytes, offset)
}

function writeOctal(header: Uint8Array, offset: number, length: number, value: number) {
  writeText(header, offset, length, `${value.toString(8).padStart(length - 1, '0')}\0`)
}

/** Splits a name into ustar's prefix (155 bytes) and name (100 bytes) at a slash. */
function splitName(name: string): { prefix: string; base: string } {
  if (encoder.encode(name).length <= 100) return { prefix: '', base: name }
  for (let slash = name.indexOf('/'); slash !== -1; slash = name.indexOf('/', slash + 1)) {
    const prefix = name.slice(0, slash)
    const base = name.slice(slash + 1)
    if (encoder.encode(prefix).length <= 155 && encoder.encode(base).length <= 100) return { prefix, base }
  }
  throw new ArchiveError(`The name ${name} is too long for a tar archive`)
}

function headerFor(name: string, size: number, mtime: Date): Uint8Array {
  const header = new Uint8Array(BLOCK)
  const { prefix, base } = splitName(name)
  writeText(header, 0, 100, base)
  writeOctal(header, 100, 8, 0o644)
  writeOctal(header, 108, 8, 0)
  writeOctal(header, 116, 8, 0)
  writeOctal(header, 124, 12, size)
  writeOctal(header, 136, 12, Math.floor(mtime.getTime() / 1000))
  header.fill(0x20, 148, 156) // the checksum counts its own field as spaces
  header[156] = 0x30 // '0': a regular file
  writeText(header, 257, 6, 'ustar\0')
  writeText(header, 263, 2, '00')
  writeText(header, 345, 155, prefix)
  const checksum = header.reduce((sum, byte) => sum + byte, 0)
  writeText(header, 148, 8, `${checksum.toString(8).padStart(6, '0')}\0 `)
  return header
}

function padding(size: number): Uint8Array {
  return new Uint8Array((BLOCK - (size % BLOCK)) % BLOCK)
}

/** Writes to a Node stream, waiting when it asks for a pause. */
async function writeTo(out: Writable, bytes: Uint8Array): Promise<void> {
  if (bytes.length === 0) return
  if (out.write(bytes)) return
  await new Promise<void>((resolve, reject) => {
    const done = () => {
      out.off('error', failed)
      resolve()
    }
    const failed = (error: Error) => {
      out.off('drain', done)
      reject(error)
    }
    out.once('drain', done)
    out.once('error', failed)
  })
}

export type WrittenEntry = { name: string; size: number; sha256: string }

/** A tar archive written entry by entry into `out`; `finish` writes the end marker but leaves `out` open. */
export function createTarWriter(out: Writable, mtime = new Date()) {
  return {
    /** An entry whose size is known before its bytes: a byte more or less is an error. */
    async add(name: string, size: number, chunks: AsyncIterable<Uint8Array> | Iterable<Uint8Array>): Promise<WrittenEntry> {
      const hash = createHash('sha256')
      await writeTo(out, headerFor(name, size, mtime))
      let written = 0
      for await (const chunk of chunks) {
        written += chunk.length
        if (written > size) throw new ArchiveError(`${name} grew while it was being copied`)
        hash.update(chunk)
        await writeTo(out, chunk)
      }
      if (written !== size) throw new ArchiveError(`${name} shrank while it was being copied`)
      await writeTo(out, padding(size))
      return { name, size, sha256: hash.digest('hex') }
    },
    addBytes(name: string, bytes: Uint8Array): Promise<WrittenEntry> {
      return this.add(name, bytes.length, [bytes])
    },
    finish: () => writeTo(out, END_OF_ARCHIVE),
  }
}

/** Reads exact numbers of bytes from a stream of chunks. */
function byteReader(source: AsyncIterable<Uint8Array>) {
  const iterator = source[Symbol.asyncIterator]()
  let pending: Uint8Array = new Uint8Array(0)
  const more = async (): Promise<boolean> => {
    const next = await iterator.next()
    if (next.done) return false
    pending = pending.length === 0 ? next.value : concat(pending, next.value)
    return true
  }
  return {
    /** Exactly `count` bytes, or null if the stream ends first. */
    async take(count: number): Promise<Uint8Array | null> {
      while (pending.length < count) if (!(await more())) return null
      const taken = pending.subarray(0, count)
      pending = pending.subarray(count)
      return taken
    },
    /** The next `remaining.bytes` bytes as they arrive, counting them down as they are taken. */
    async *chunks(remaining: { bytes: number }): AsyncGenerator<Uint8Array> {
      while (remaining.bytes > 0) {
        if (pending.length === 0 && !(await more())) throw new ArchiveError('The archive ends in the middle of a file: it is incomplete')
        const chunk = pending.subarray(0, Math.min(remaining.bytes, pending.length))
        pending = pending.subarray(chunk.length)
        remaining.bytes -= chunk.length
        yield chunk
      }
    },
  }
}

function concat(a: Uint8Array, b: Uint8Array): Uint8Array {
  const joined = new Uint8Array(a.length + b.length)
  joined.set(a)
  joined.set(b, a.length)
  return joined
}

function readText(header: Uint8Array, offset: number, length: number): string {
  const field = header.subarray(offset, offset + length)
  const end = field.indexOf(0)
  return decoder.decode(end === -1 ? field : field.subarray(0, end))
}

function readOctal(header: Uint8Array, offset: number, length: number): number {
  const text = readText(header, offset, length).trim()
  if (!/^[0-7]+$/.test(text)) throw new ArchiveError('The archive has a damaged header: it is not a backup of this site')
  return Number.parseInt(text, 8)
}

function checksumMatches(header: Uint8Array): boolean {
  const stored = readOctal(header, 148, 8)
  let sum = 0
  for (let index = 0; index < BLOCK; index++) sum += index >= 148 && index < 156 ? 0x20 : header[index]!
  return sum === stored
}

export type TarEntry = { name: string; size: number; body: AsyncIterable<Uint8Array> }

/**
 * The entries of a tar stream in order. Each entry's body must be read, or is skipped, before
 * the next entry is asked for.
 */
export async function* readTar(source: AsyncIterable<Uint8Array>): AsyncGenerator<TarEntry> {
  const reader = byteReader(source)
  for (;;) {
    const header = await reader.take(BLOCK)
    if (!header) throw new ArchiveError('The archive ends without its end marker: it is incomplete')
    if (header.every((byte) => byte === 0)) return
    if (!checksumMatches(header)) throw new ArchiveError('The archive has a damaged header: it is not a backup of this site, or it is corrupted')
    const type = String.fromCharCode(header[156]!)
    if (type !== '0' && type !== '\0') throw new ArchiveError(`The archive holds an entry of tar type "${type}", which a backup never has`)
    const prefix = readText(header, 345, 155)
    const base = readText(header, 0, 100)
    const size = readOctal(header, 124, 12)
    const remaining = { bytes: size }
    yield { name: prefix ? `${prefix}/${base}` : base, size, body: reader.chunks(remaining) }
    for await (const _unread of reader.chunks(remaining)) {
      // the part of the entry its reader left is skipped
    }
    const pad = padding(size).length
    if (pad > 0 && !(await reader.take(pad))) throw new ArchiveError('The archive ends in the middle of a file: it is incomplete')
  }
}
