import { spawn, type ChildProcess } from 'node:child_process'
import { createServer } from 'node:net'
import { SERVER_ARGS } from '../../scripts/lib/server-command.mjs'
import { FLOOD_DEFENCES_OUT_OF_REACH } from './flood-defences.ts'

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))))
    })
  })
}

export type RunningServer = { url: string; process: ChildProcess; output: () => string; stop: () => Promise<void> }

/**
 * Starts the production server (Deno, server/main.ts) and waits until /readyz answers. `siteHost`
 * names it in SITE_URL and the url returned: `localhost` for WebAuthn, which refuses IP addresses.
 */
export async function startProductionServer(env: Record<string, string>, siteHost = '127.0.0.1'): Promise<RunningServer> {
  const port = await freePort()
  const url = `http://${siteHost}:${port}`
  let output = ''
  const child = spawn('node_modules/.bin/deno', SERVER_ARGS, {
    // No scheduled backups unless a test asks: they would add to Recent Activity a minute after start.
    env: {
      ...FLOOD_DEFENCES_OUT_OF_REACH,
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      SITE_URL: url,
      NODE_ENV: 'production',
      BACKUP_INTERVAL_HOURS: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve))

  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited early:\n${output}`)
    const ready = await fetch(`http://127.0.0.1:${port}/readyz`).then(
      (response) => response.ok,
      () => false,
    )
    if (ready) break
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  if (Date.now() >= deadline) throw new Error(`The server did not become ready:\n${output}`)

  return {
    url,
    process: child,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM')
      await exited
    },
  }
}
