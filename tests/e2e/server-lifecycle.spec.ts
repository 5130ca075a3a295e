import { execFileSync } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { startProductionServer } from '../helpers/server.ts'

function postgresProcessesFor(dataDir: string): string[] {
  try {
    return execFileSync('pgrep', ['-af', path.join(dataDir, 'postgres')], { encoding: 'utf8' })
      .trim()
      .split('\n')
      .filter(Boolean)
  } catch {
    return []
  }
}

test.describe('server lifecycle on the embedded database', () => {
  test.setTimeout(120_000)

  test('a second start applies no migration again, and SIGINT leaves no postgres behind', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'church-lifecycle-'))
    try {
      const env = { DATABASE_URL: '', DATA_DIR: dataDir }
      const first = await startProductionServer(env)
      expect(first.output()).toMatch(/Applied migrations: 00001_foundation\.sql/)
      expect(postgresProcessesFor(dataDir).length).toBeGreaterThan(0)
      first.process.kill('SIGINT')
      await first.stop()
      expect(first.process.exitCode).toBe(0)
      expect(postgresProcessesFor(dataDir)).toEqual([])

      const second = await startProductionServer(env)
      expect(second.output()).not.toMatch(/Applied migrations/)
      const home = await fetch(`${second.url}/`)
      expect(home.status).toBe(200)
      await second.stop()
      expect(postgresProcessesFor(dataDir)).toEqual([])
    } finally {
      await rm(dataDir, { recursive: true, force: true })
    }
  })

  test('a bad setting stops the server at once with a message naming it', async () => {
    const failed = startProductionServer({ PORT: 'eighty' })
    await expect(failed).rejects.toThrow(/PORT: expected a port number/)
  })
})
