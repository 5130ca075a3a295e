import { randomBytes } from 'node:crypto'
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Readable } from 'node:stream'
import { gunzipSync } from 'node:zlib'
import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import { sql } from '../../db/client.ts'
import { createSession, type Session, validateSessionToken } from '../../server/auth/session.ts'
import { BACKUP_NAME } from '../../server/backup/backup-name.ts'
import { decrypted, newKeyPair } from '../../server/backup/encryption.ts'
import { archiveEntries, readAll, verifyArchive } from '../../server/backup/read-archive.ts'
import * as backupHttp from '../../server/backup/http.ts'
import { backUpWhenDue, makeBackup } from '../../server/backup/schedule.ts'
import { env } from '../../server/env.ts'
import { setClientAddress } from '../../server/http/responses.ts'
import { insertTestAdmin } from '../helpers/admins.ts'
import { answered } from '../helpers/answer.ts'

// The handlers throw their refusals; answered as the edge does.
const handleBackupStatus = answered(backupHttp.handleBackupStatus)
const handleLatestBackupDownload = answered(backupHttp.handleLatestBackupDownload)

// Read lazily by env() on first use: backups go to a folder of this file's own, encrypted to a key of its own.
const key = await newKeyPair()
const dataDir = mkdtempSync(path.join(tmpdir(), 'church-scheduled-backups-'))
process.env.DATA_DIR = dataDir
process.env.BACKUP_KEEP = '2'
process.env.BACKUP_MIN_FREE_MB = '1'
process.env.BACKUP_RECIPIENT = key.recipient
const folder = path.join(dataDir, 'backups')
const lines: string[] = []
const log = (line: string) => lines.push(line)
const SIX_MINUTES_AGO = () => new Date(Date.now() - 6 * 60 * 1000)

async function sessionOf(admin: { id: string; email: string }, authenticatedAt: Date | null = null): Promise<Session & { token: string }> {
  const { token } = await createSession({ id: admin.id, email: admin.email }, sql(), authenticatedAt)
  return { ...(await validateSessionToken(token))!, token }
}

function downloadRequest(method: 'GET' | 'POST', body?: unknown): Request {
  const request = new Request('http://localhost:3000/api/admin/backups/latest', {
    method,
    ...(body === undefined ? {} : { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }),
  })
  setClientAddress(request, `10.${randomBytes(3).join('.')}`)
  return request
}

/** Every entry of a backup, decrypted with the identity, by name. */
async function entriesOf(file: string): Promise<Map<string, string>> {
  const entries = new Map<string, string>()
  for await (const entry of archiveEntries({ file, identity: key.identity })) {
    entries.set(entry.name, Buffer.from(await readAll(entry.body, 64 * 1024 * 1024, entry.name)).toString('utf8'))
  }
  return entries
}

afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

beforeEach(async () => {
  await sql()`delete from backup_runs`
  await sql()`update backup_schedule set lease_until = null`
  rmSync(folder, { recursive: true, force: true })
})

describe('scheduled backups', () => {
  it('makes a verifiable encrypted archive, records it in the runs and the audit log, and keeps the newest BACKUP_KEEP', async () => {
    const runs = []
    for (let n = 0; n < 3; n++) {
      runs.push(await makeBackup(log))
      await new Promise((resolve) => setTimeout(resolve, 1100)) // names are by the second
    }
    expect(runs.map((run) => run.status)).toEqual(['succeeded', 'succeeded', 'succeeded'])
    const kept = readdirSync(folder)
    expect(kept).toEqual([runs[1]!.file_name, runs[2]!.file_name])
    expect(kept.every((name) => BACKUP_NAME.test(name))).toBe(true)
    const manifest = await verifyArchive({ file: path.join(folder, kept[1]!), identity: key.identity })
    expect(manifest.database.tables.map((table) => table.name)).toContain('form_submissions')
    expect(kept.every((name) => name.endsWith('.tar.gz.age'))).toBe(true)
    const audit = await sql()<{ detail: string }[]>`select detail from audit_log where action = 'backup.create' order by id desc limit 1`
    expect(audit[0]!.detail).toMatch(new RegExp(`^Backup ${runs[2]!.file_name!.replaceAll('.', '\\.')}: \\d+\\.\\d MB in ${folder}$`))
  }, 60_000) // three whole backups, each encrypted, a second apart

  it('skips with a clear reason when the disk has too little room, and says so in the runs', async () => {
    const run = await makeBackup(log, null, { ...env(), BACKUP_MIN_FREE_MB: 1e9 })
    expect(run.status).toBe('skipped')
    expect(run.error).toMatch(/^only \d+ MB free in .*backups, and a backup needs 1000000000 MB \(twice the last backup, and at least BACKUP_MIN_FREE_MB\)/)
    expect(lines.at(-1)).toBe(`Backup skipped: ${run.error}`)
    expect(readdirSync(folder)).toEqual([])
  })

  it('makes one backup when several instances check at once, and none while the last is recent', async () => {
    await Promise.all([backUpWhenDue(log), backUpWhenDue(log), backUpWhenDue(log)])
    await backUpWhenDue(log)
    const runs = await sql()<{ status: string }[]>`select status from backup_runs`
    expect(runs).toEqual([{ status: 'succeeded' }])
  })

  it('tells the dashboard that none has been made, then the last success and a later failure, and downloads the newest', async () => {
    const admin = await insertTestAdmin()
    const session = await sessionOf(admin)
    const none = await handleBackupStatus(session)
    expect(await none.json()).toEqual({
      intervalHours: 24,
      where: folder,
      encrypting: true,
      lastSuccess: null,
      lastProblem: null,
      authenticatedUntil: new Date(session.authenticatedAt.getTime() + 5 * 60 * 1000).toISOString(),
    })
    expect((await handleLatestBackupDownload(downloadRequest('GET'), session)).status).toBe(404)

    const made = await makeBackup(log)
    await makeBackup(log, null, { ...env(), BACKUP_MIN_FREE_MB: 1e9 })
    const status = await (await handleBackupStatus(session)).json()
    expect(status.lastSuccess).toMatchObject({ fileName: made.file_name, bytes: Number(made.bytes), encrypted: true })
    expect(status.lastProblem).toMatchObject({ status: 'skipped', error: expect.stringMatching(/^only \d+ MB free/) })

    const download = await handleLatestBackupDownload(downloadRequest('GET'), session)
    expect(download.status).toBe(200)
    expect(download.headers.get('Content-Disposition')).toBe(`attachment; filename="${made.file_name}"`)
    expect((await download.arrayBuffer()).byteLength).toBe(Number(made.bytes))
    const [audit] = await sql()<
      { actor_email: string; detail: string }[]
    >`select actor_email, detail from audit_log where action = 'backup.download' order by id desc limit 1`
    expect(audit).toEqual({ actor_email: admin.email, detail: `Downloaded ${made.file_name}` })
  })

  it('downloads only after a sign-in within five minutes or the password again, as a change of security does', async () => {
    const admin = await insertTestAdmin()
    const made = await makeBackup(log)
    const stale = await sessionOf(admin, SIX_MINUTES_AGO())
    for (const method of ['GET', 'POST'] as const) {
      const asked = await handleLatestBackupDownload(downloadRequest(method), stale)
      expect(asked.status).toBe(403)
      expect(await asked.json()).toEqual({
        error: 'For your safety, please enter your password to confirm this change.',
        details: { password: 'For your safety, please enter your password to confirm this change.' },
      })
    }
    const wrong = await handleLatestBackupDownload(downloadRequest('POST', { password: 'not my password at all' }), stale)
    expect(wrong.status).toBe(403)
    expect((await wrong.json()).details).toEqual({ password: 'Your current password is not right.' })
    const audited = await sql()<
      { count: number }[]
    >`select count(*)::int as count from audit_log where action = 'backup.download' and actor_email = ${admin.email}`
    expect(audited[0]!.count).toBe(0)

    const confirmed = await handleLatestBackupDownload(downloadRequest('POST', { password: admin.password }), stale)
    expect(confirmed.status).toBe(200)
    expect((await confirmed.arrayBuffer()).byteLength).toBe(Number(made.bytes))
    // Typing the password again renews the session, as on the account page.
    const renewed = await validateSessionToken(confirmed.headers.get('Set-Cookie')!.split(';')[0]!.split('=')[1]!)
    expect(renewed!.authenticatedAt.getTime()).toBeGreaterThan(stale.authenticatedAt.getTime())
  })

  it('is not readable without the private key, and opens with it to every entry the manifest lists', async () => {
    const made = await makeBackup(log)
    const file = path.join(folder, made.file_name!)
    const bytes = readFileSync(file)
    expect(bytes.subarray(0, 22).toString('latin1')).toBe('age-encryption.org/v1\n')
    expect(bytes.subarray(0, 2).equals(Buffer.from([0x1f, 0x8b]))).toBe(false)
    for (const plain of ['PGDMP', 'manifest.json', 'church-website-backup', '"format"', 'form_submissions']) expect(bytes.includes(plain), plain).toBe(false)
    await expect(verifyArchive({ file })).rejects.toThrow(`${file} is encrypted: give the private key of its backup key pair`)
    const other = await newKeyPair()
    await expect(verifyArchive({ file, identity: other.identity })).rejects.toThrow(`${file} is encrypted to another key`)

    // Decrypted by hand, the file is the gzipped tar the site has always written.
    const opened = await decrypted(file, Readable.from([bytes]), key.identity)
    const chunks: Buffer[] = []
    for await (const chunk of opened) chunks.push(chunk as Buffer)
    const tar = gunzipSync(Buffer.concat(chunks))
    expect(tar.subarray(257, 262).toString('latin1')).toBe('ustar')
    const manifest = await verifyArchive({ file, identity: key.identity })
    expect(tar.includes(Buffer.from(`"createdAt": "${manifest.createdAt}"`))).toBe(true)
  })

  it('leaves out sessions, e-mailed links, pending sign-ins, challenges and unsent account e-mails, and clears the bodies of sent ones', async () => {
    const admin = await insertTestAdmin()
    await sessionOf(admin)
    const marker = randomBytes(6).toString('hex')
    await sql()`insert into admin_links (purpose, email, admin_id, secret_hash, expires_at) values ('password_reset', ${admin.email}, ${admin.id}, ${randomBytes(32)}, now() + interval '30 minutes')`
    await sql()`insert into admin_pending_sign_ins (token_hash, admin_id, expires_at) values (${randomBytes(32)}, ${admin.id}, now() + interval '5 minutes')`
    await sql()`insert into webauthn_challenges (challenge_hash, purpose, admin_id, expires_at) values (${randomBytes(32)}, 'sign-in', ${admin.id}, now() + interval '5 minutes')`
    const link = `https://church.example/admin/reset-password?token=live-${marker}`
    for (const status of ['pending', 'held', 'sent']) {
      await sql()`insert into mail_outbox (recipient_email, subject, html, text, status)
        values (${admin.email}, ${`Reset ${status} ${marker}`}, ${`<a href="${link}">reset</a>`}, ${link}, ${status})`
    }
    const made = await makeBackup(log)
    const entries = await entriesOf(path.join(folder, made.file_name!))
    const manifest = JSON.parse(entries.get('manifest.json')!) as { database: { tables: { name: string }[] } }
    const tables = manifest.database.tables.map((table) => table.name)
    for (const leftOut of ['admin_sessions', 'admin_links', 'admin_pending_sign_ins', 'webauthn_challenges', 'sermon_thumbnails']) {
      expect(tables).not.toContain(leftOut)
    }
    expect(tables).toEqual(expect.arrayContaining(['admins', 'admin_totp', 'install_secrets', 'mail_outbox']))
    const outbox = [...entries]
      .filter(([name]) => name.startsWith('database/mail_outbox.'))
      .map(([, rows]) => rows)
      .join('')
    expect(outbox).toContain(`Reset sent ${marker}`)
    expect(outbox).not.toContain(`Reset pending ${marker}`)
    expect(outbox).not.toContain(`Reset held ${marker}`)
    expect(outbox).not.toContain(`live-${marker}`)
    expect([...entries.values()].some((rows) => rows.includes(`live-${marker}`))).toBe(false)
  })

  it('without BACKUP_RECIPIENT still backs up, into the folder only, says plainly it is not encrypted, and refuses to download it', async () => {
    const admin = await insertTestAdmin()
    const session = await sessionOf(admin)
    const plainConfig = { ...env(), BACKUP_RECIPIENT: undefined }
    const made = await makeBackup(log, null, plainConfig)
    expect(made.status).toBe('succeeded')
    expect(made.file_name).toMatch(/^backup-.*Z\.tar\.gz$/)
    expect(lines.at(-1)).toContain('It is NOT encrypted')
    const [audit] = await sql()<{ detail: string }[]>`select detail from audit_log where action = 'backup.create' order by id desc limit 1`
    expect(audit!.detail).toContain('set BACKUP_RECIPIENT')
    const status = await (await handleBackupStatus(session)).json()
    expect(status.lastSuccess).toMatchObject({ fileName: made.file_name, encrypted: false })
    const refused = await handleLatestBackupDownload(downloadRequest('GET'), session)
    expect(refused.status).toBe(409)
    expect((await refused.json()).error).toMatch(/^The latest backup is not encrypted, so it is not downloaded/)
  })
})
