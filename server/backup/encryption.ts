import { open, readFile } from 'node:fs/promises'
import { Readable } from 'node:stream'
import { Decrypter, Encrypter, generateX25519Identity, identityToRecipient } from 'age-encryption'
import { ArchiveError } from './tar.ts'

/**
 * Backups are encrypted in the age format (age-encryption.org/v1) to a public key, the
 * recipient, whose private half, the identity, the host keeps off the machine: anyone may make
 * a backup, only the identity's holder can read one. Any age tool opens them too.
 */
const AGE_HEADER = 'age-encryption.org/v1\n'
export const ENCRYPTED_SUFFIX = '.age'

export type KeyPair = { identity: string; recipient: string }

/** An X25519 key pair, which every age tool (Debian's `age` 1.1 among them) reads. */
export async function newKeyPair(): Promise<KeyPair> {
  const identity = await generateX25519Identity()
  return { identity, recipient: await identityToRecipient(identity) }
}

/** The age file of `plain`'s bytes, as they stream. */
export async function encrypted(plain: Readable, recipient: string): Promise<Readable> {
  const encrypter = new Encrypter()
  encrypter.addRecipient(recipient)
  const stream = await encrypter.encrypt(Readable.toWeb(plain) as ReadableStream<Uint8Array>)
  return Readable.fromWeb(stream as unknown as Parameters<typeof Readable.fromWeb>[0])
}

/** The plain bytes of an age file, as they stream; the header is checked against the identity first. */
export async function decrypted(file: string, sealed: Readable, identity: string): Promise<Readable> {
  const decrypter = new Decrypter()
  decrypter.addIdentity(identity)
  try {
    const stream = await decrypter.decrypt(Readable.toWeb(sealed) as ReadableStream<Uint8Array>)
    return Readable.fromWeb(stream as unknown as Parameters<typeof Readable.fromWeb>[0])
  } catch (error) {
    sealed.destroy()
    const message = (error as Error).message
    if (/no identity matched/i.test(message)) {
      throw new ArchiveError(`${file} is encrypted to another key: the private key given does not open it`)
    }
    throw new ArchiveError(`${file} is damaged, or is not an encrypted backup (${message})`)
  }
}

/** Whether the file starts as an age file does. */
export async function isEncryptedFile(file: string): Promise<boolean> {
  const handle = await open(file, 'r')
  try {
    const start = Buffer.alloc(AGE_HEADER.length)
    const { bytesRead } = await handle.read(start, 0, start.length, 0)
    return start.subarray(0, bytesRead).toString('latin1') === AGE_HEADER
  } finally {
    await handle.close()
  }
}

const IDENTITY_LINE = /^AGE-SECRET-KEY-(PQ-)?1[0-9A-Z]+$/

/** The identity in a key file as `npm run backup:key` or age-keygen writes it (comments beside it), or given alone. */
export function parseIdentity(text: string, from: string): string {
  const found = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .find((line) => IDENTITY_LINE.test(line))
  if (!found) throw new ArchiveError(`${from} holds no private key of a backup key pair (a line AGE-SECRET-KEY-1…)`)
  return found
}

export async function readIdentityFile(file: string): Promise<string> {
  const text = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
    throw new ArchiveError(`The key file ${file} cannot be read (${error.code ?? error.message})`)
  })
  return parseIdentity(text, file)
}
