import { randomBytes } from 'node:crypto'
import { promises as fs } from 'node:fs'
import path from 'node:path'

/** The ending of a file still being written; the folder store never lists one. */
export const PARTIAL_SUFFIX = '.partial'

export function isPartialFile(name: string): boolean {
  return name.endsWith(PARTIAL_SUFFIX)
}

/**
 * Writes `bytes` to `file` so that it is either whole or absent: into a temporary file beside it,
 * then renamed over it. When the write fails (a full disk, say), the temporary file is removed,
 * so no partial file is left behind.
 */
export async function writeFileAtomically(file: string, bytes: Uint8Array): Promise<void> {
  await fs.mkdir(path.dirname(file), { recursive: true })
  const temporary = `${file}.${randomBytes(6).toString('hex')}${PARTIAL_SUFFIX}`
  try {
    await fs.writeFile(temporary, bytes, { flag: 'wx' })
    await fs.rename(temporary, file)
  } catch (error) {
    await fs.rm(temporary, { force: true }).catch(() => {})
    throw error
  }
}
