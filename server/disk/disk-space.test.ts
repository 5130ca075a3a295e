import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseEnv } from '../env.ts'
import { diskSpaceProblem, freeBytes, recordDiskFull } from './disk-space.ts'

let dataDir = ''

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'church-disk-'))
})

afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true })
})

describe('diskSpaceProblem', () => {
  it("reads the free space of DATA_DIR's file system", async () => {
    expect(await freeBytes(dataDir)).toBeGreaterThan(0)
    expect(await freeBytes(path.join(dataDir, 'no-such-folder'))).toBeUndefined()
  })

  it('says the disk is nearly full when it has less free space than DISK_MIN_FREE_MB, and is quiet otherwise', async () => {
    expect(await diskSpaceProblem(parseEnv({ DATA_DIR: dataDir, DISK_MIN_FREE_MB: '0' }))).toBeNull()
    const problem = await diskSpaceProblem(parseEnv({ DATA_DIR: dataDir, DISK_MIN_FREE_MB: String(1024 * 1024 * 1024) }))
    expect(problem).toMatch(new RegExp(`^The disk holding ${dataDir}.* is nearly full: [\\d.]+ MB free, less than DISK_MIN_FREE_MB`))
  })

  it('reports a write that met a full disk, until space comes back or a minute has passed', async () => {
    const config = parseEnv({ DATA_DIR: dataDir, DISK_MIN_FREE_MB: '0' })
    recordDiskFull(config)
    expect(await diskSpaceProblem(config)).toMatch(/^A write failed at .* because the disk is full/)
  })
})
