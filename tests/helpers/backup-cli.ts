import { spawn } from 'node:child_process'

export type CommandOutcome = { code: number | null; output: string }

/** Runs `npm run backup` or `npm run restore` as a host would (Deno on the sources), with its own environment. */
export function runBackupCommand(command: 'backup' | 'restore', args: string[], env: Record<string, string>): Promise<CommandOutcome> {
  return new Promise((resolve, reject) => {
    const child = spawn('node_modules/.bin/deno', ['run', '-A', `scripts/${command}.ts`, ...args], {
      env: { ...process.env, NODE_ENV: 'production', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.on('error', reject)
    child.on('exit', (code) => resolve({ code, output }))
  })
}
