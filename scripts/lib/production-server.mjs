// Starts the built site (server/main.ts on Deno) on a free port with a throwaway embedded
// database, for the audit scripts. Plain Node ESM: the scripts run without a TypeScript loader.
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { SERVER_ARGS } from './server-command.mjs'

const ROOT = path.resolve(import.meta.dirname, '../..')

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })
}

/** @returns {Promise<{ url: string, stop: () => Promise<void> }>} */
export async function startProductionServer() {
  if (!existsSync(path.join(ROOT, 'dist/server/server.js'))) {
    throw new Error('The site is not built yet: run `npm run build` first.')
  }
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  const dataDir = await mkdtemp(path.join(tmpdir(), 'church-audit-'))
  let output = ''
  const child = spawn(path.join(ROOT, 'node_modules/.bin/deno'), SERVER_ARGS, {
    cwd: ROOT,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), SITE_URL: url, NODE_ENV: 'production', DATABASE_URL: '', DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout.on('data', (chunk) => (output += chunk))
  child.stderr.on('data', (chunk) => (output += chunk))
  const exited = new Promise((resolve) => child.on('exit', resolve))
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM')
    await exited
    await rm(dataDir, { recursive: true, force: true })
  }

  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break
    const ready = await fetch(`${url}/readyz`).then(
      (response) => response.ok,
      () => false,
    )
    if (ready) return { url, stop }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  await stop()
  throw new Error(`The server did not become ready:\n${output}`)
}

/** Reads `--url <base>` from the command line, or starts the production server; returns the base URL and a stop function. */
export async function siteFromArgs(argv = process.argv.slice(2)) {
  const index = argv.indexOf('--url')
  if (index >= 0) {
    const given = argv[index + 1]
    if (!given) throw new Error('--url needs a value, such as --url http://127.0.0.1:3000')
    return { url: given.replace(/\/+$/, ''), stop: async () => {} }
  }
  return startProductionServer()
}
