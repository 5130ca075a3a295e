import { promises as fs } from 'node:fs'
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createFolderStore } from './object-store.ts'
import { writeFileAtomically } from './atomic-write.ts'

let base = ''
let fullDisk: { mockRestore: () => void } | undefined

beforeEach(async () => {
  base = await mkdtemp(path.join(tmpdir(), 'church-atomic-'))
})

afterEach(async () => {
  fullDisk?.mockRestore()
  await rm(base, { recursive: true, force: true })
})

/** A disk that fills halfway through a write: half the bytes land in the file, then ENOSPC. */
function fillTheDiskHalfway() {
  const realWriteFile = fs.writeFile
  const spy = vi.spyOn(fs, 'writeFile').mockImplementation(async (file, data, options) => {
    const bytes = data as Uint8Array
    await realWriteFile(file, bytes.subarray(0, bytes.byteLength / 2), options)
    throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' })
  })
  fullDisk = spy
  return spy
}

describe('writeFileAtomically', () => {
  it('writes the whole file, creating its folder, and leaves nothing else beside it', async () => {
    const file = path.join(base, 'policies', 'privacy', 'a.pdf')
    await writeFileAtomically(file, new TextEncoder().encode('%PDF-1.7 whole'))
    expect(await readFile(file, 'utf8')).toBe('%PDF-1.7 whole')
    expect(await readdir(path.dirname(file))).toEqual(['a.pdf'])
  })

  it('leaves no partial file when the disk fills during the write, and keeps an older whole file', async () => {
    const file = path.join(base, 'a.pdf')
    await writeFileAtomically(file, new TextEncoder().encode('the old one'))
    const spy = fillTheDiskHalfway()
    await expect(writeFileAtomically(file, new Uint8Array(1000).fill(65))).rejects.toMatchObject({ code: 'ENOSPC' })
    expect(spy).toHaveBeenCalledOnce()
    expect(await readdir(base)).toEqual(['a.pdf'])
    expect(await readFile(file, 'utf8')).toBe('the old one')
  })
})

describe('the folder store on a full disk', () => {
  it('throws the ENOSPC and keeps no object under the key', async () => {
    const store = createFolderStore(base)
    fillTheDiskHalfway()
    await expect(store.put('policies/privacy/b.pdf', new Uint8Array(2000))).rejects.toMatchObject({ code: 'ENOSPC' })
    fullDisk?.mockRestore()
    expect(await store.size('policies/privacy/b.pdf')).toBeNull()
    expect(await store.keys('policies')).toEqual([])
    expect(await readdir(path.join(base, 'policies', 'privacy'))).toEqual([])
  })

  it('never lists a file still being written', async () => {
    const store = createFolderStore(base)
    await store.put('policies/privacy/c.pdf', new Uint8Array(10))
    await fs.writeFile(path.join(base, 'policies', 'privacy', 'd.pdf.0123456789ab.partial'), 'half')
    expect(await store.keys('policies')).toEqual(['policies/privacy/c.pdf'])
  })
})
