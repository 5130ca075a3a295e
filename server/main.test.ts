import { spawnSync } from 'node:child_process'
import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'

const dataDirs: string[] = []
afterEach(() => {
  for (const dir of dataDirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

/** Runs the production process under Deno with an empty DATA_DIR and no DATABASE_URL. */
function runProcess(args: string[]) {
  const dataDir = mkdtempSync(join(tmpdir(), 'main-command-'))
  dataDirs.push(dataDir)
  const { DATABASE_URL: _, ...environment } = process.env
  const run = spawnSync('node_modules/.bin/deno', ['run', '-A', 'server/main.ts', ...args], {
    env: { ...environment, DATA_DIR: dataDir },
    encoding: 'utf8',
    timeout: 60_000,
  })
  return { code: run.status, output: `${run.stdout}${run.stderr}`, dataDir }
}

describe('the production process', () => {
  it('refuses an unknown command with its usage, before starting a site or a database', () => {
    const run = runProcess(['bakcup'])
    expect(run.code).toBe(2)
    expect(run.output).toContain('There is no command "bakcup": nothing was started.')
    expect(run.output).toContain('server/main.ts restore FILE')
    expect(run.output).not.toMatch(/Serving|embedded/)
    expect(readdirSync(run.dataDir)).toEqual([])
  }, 60_000)
})
