import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { sql } from '../db/client.ts'
import { findAdminByEmail } from '../server/auth/accounts.ts'
import { verifyPassword } from '../server/auth/password.ts'
import { createSession, validateSessionToken } from '../server/auth/session.ts'

type Run = { code: number | null; output: string }

/** Runs the admin CLI under Deno against the test database, optionally piping text to its prompt. */
function runCli(args: string[], stdin?: string, env: NodeJS.ProcessEnv = process.env): Promise<Run> {
  return new Promise((resolve) => {
    const child = spawn('node_modules/.bin/deno', ['run', '-A', 'scripts/admin.ts', ...args], {
      env,
      stdio: ['pipe', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stdin.end(stdin ?? '')
    child.on('exit', (code) => resolve({ code, output }))
  })
}

const uniqueEmail = () => `cli-${randomBytes(4).toString('hex')}@example.org`

describe('the admin command line (under Deno)', () => {
  it('creates an administrator with --password', async () => {
    const email = uniqueEmail()
    const run = await runCli(['create', '--email', email, '--password', 'a long enough password'])
    expect(run.output).toContain(`Created the administrator ${email}`)
    expect(run.code).toBe(0)
    expect(await verifyPassword((await findAdminByEmail(email))!.password_hash!, 'a long enough password')).toBe(true)
  }, 60_000)

  it('refuses a short password, a missing e-mail or an unknown command, and creates nothing', async () => {
    const email = uniqueEmail()
    const short = await runCli(['create', '--email', email, '--password', 'too short'])
    expect([short.code, short.output.trim()]).toEqual([1, 'The password must be at least 12 characters long.'])
    expect(await findAdminByEmail(email)).toBeUndefined()
    expect((await runCli(['create', '--password', 'a long enough password'])).code).toBe(1)
    expect((await runCli(['delete', '--email', email])).output).toContain('Usage:')
  }, 60_000)

  it('refuses to work where there is no site database, rather than making an empty one', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'admin-cli-'))
    try {
      const { DATABASE_URL: _, ...environment } = process.env
      const run = await runCli(['list'], '', { ...environment, DATA_DIR: dataDir })
      expect(run.code).toBe(1)
      expect(run.output).toContain(`There is no site database in ${join(dataDir, 'postgres')}.`)
      expect(run.output).toContain('set DATA_DIR to the folder the site runs with (in Docker, /data), or DATABASE_URL')
      expect(readdirSync(dataDir)).toEqual([])
    } finally {
      rmSync(dataDir, { recursive: true, force: true })
    }
  }, 60_000)

  it('changes a password read from the prompt and ends the sessions of that admin', async () => {
    const email = uniqueEmail()
    expect((await runCli(['create', '--email', email, '--password', 'the first password'])).code).toBe(0)
    const { token } = await createSession((await findAdminByEmail(email))!)
    const run = await runCli(['password', '--email', email], 'the second password\n')
    expect(run.output).toContain(`Changed the password of ${email} and ended 1 session(s).`)
    expect(run.output).not.toContain('the second password')
    expect(await validateSessionToken(token)).toBeNull()
    expect(await verifyPassword((await findAdminByEmail(email))!.password_hash!, 'the second password')).toBe(true)
  }, 60_000)

  it("removes an administrator's passkeys, authenticator app and recovery codes with reset-2fa, and refuses an unknown e-mail", async () => {
    const email = uniqueEmail()
    await runCli(['create', '--email', email, '--password', 'a long enough password'])
    const admin = (await findAdminByEmail(email))!
    await sql()`insert into admin_totp (admin_id, secret_encrypted, confirmed_at) values (${admin.id}, ${Buffer.from([0])}, now())`
    await sql()`insert into admin_recovery_codes (admin_id, code_hash) values (${admin.id}, ${Buffer.alloc(32)})`
    const run = await runCli(['reset-2fa', '--email', email])
    expect(run.output).toContain(`Removed 0 passkey(s) and the authenticator app of ${email}`)
    expect(run.code).toBe(0)
    const [left] = await sql()<{ count: number }[]>`
      select (select count(*) from admin_totp where admin_id = ${admin.id})::int + (select count(*) from admin_recovery_codes where admin_id = ${admin.id})::int as count`
    expect(left!.count).toBe(0)

    const unknown = await runCli(['reset-2fa', '--email', uniqueEmail()])
    expect([unknown.code, unknown.output.trim()]).toEqual([1, expect.stringContaining('There is no administrator with the e-mail')])
  }, 60_000)
})
