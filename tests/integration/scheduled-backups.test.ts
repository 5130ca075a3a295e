import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import { sql } from '../../db/client.ts'
import { BACKUP_NAME } from '../../server/backup/backup-name.ts'
import { verifyArchive } from '../../server/backup/read-archive.ts'
import * as backupHttp from '../../server/backup/http.ts'
import { backUpWhenDue, makeBackup } from '../../server/backup/schedule.ts'
import { env } from '../../server/env.ts'
import { answered } from '../helpers/answer.ts'

// The handlers throw their refusals; answered as the edge does.
const { handleBackupStatus } = backupHttp
const handleLatestBackupDownload = answered(backupHttp.handleLatestBackupDownload)

// Read lazily by env() on first use: backups go to a folder of this file's own.
const dataDir = mkdtempSync(path.join(tmpdir(), 'church-scheduled-backups-'))
process.env.DATA_DIR = dataDir
process.env.BACKUP_KEEP = '2'
process.env.BACKUP_MIN_FREE_MB = '1'
const folder = path.join(dataDir, 'backups')
const lines: string[] = []
const log = (line: string) => lines.push(line)

afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

beforeEach(async () => {
  await sql()`delete from backup_runs`
  await sql()`update backup_schedule set lease_until = null`
  rmSync(folder, { recursive: true, force: true })
})

describe('scheduled backups', () => {
  it('makes a verifiable archive, records it in the runs and the audit log, and keeps the newest BACKUP_KEEP', async () => {
    const runs = []
    for (let n = 0; n < 3; n++) {
      runs.push(await makeBackup(log))
      await new Promise((resolve) => setTimeout(resolve, 1100)) // names are by the second
    }
    expect(runs.map((run) => run.status)).toEqual(['succeeded', 'succeeded', 'succeeded'])
    const kept = readdirSync(folder)
    expect(kept).toEqual([runs[1]!.file_name, runs[2]!.file_name])
    expect(kept.every((name) => BACKUP_NAME.test(name))).toBe(true)
    const manifest = await verifyArchive(path.join(folder, kept[1]!))
    expect(manifest.database.tables.map((table) => table.name)).toContain('form_submissions')
    const audit = await sql()<{ detail: string }[]>`select detail from audit_log where action = 'backup.create' order by id desc limit 1`
    expect(audit[0]!.detail).toMatch(new RegExp(`^Backup ${runs[2]!.file_name!.replaceAll('.', '\\.')}: \\d+\\.\\d MB in ${folder}$`))
  })

  it('skips with a clear reason when the disk has too little room, and says so in the runs', async () => {
    const run = await makeBackup(log, null, { ...env(), BACKUP_MIN_FREE_MB: 1e9 })
    expect(run.status).toBe('skipped')
    expect(run.error).toMatch(/^only \d+ MB free in .*backups, and a backup needs 1000000000 MB/)
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
    const none = await handleBackupStatus()
    expect(await none.json()).toEqual({ intervalHours: 24, where: folder, lastSuccess: null, lastProblem: null })
    expect((await handleLatestBackupDownload({ email: 'admin@example.org' })).status).toBe(404)

    const made = await makeBackup(log)
    await makeBackup(log, null, { ...env(), BACKUP_MIN_FREE_MB: 1e9 })
    const status = await (await handleBackupStatus()).json()
    expect(status.lastSuccess).toMatchObject({ fileName: made.file_name, bytes: Number(made.bytes) })
    expect(status.lastProblem).toMatchObject({ status: 'skipped', error: expect.stringMatching(/^only \d+ MB free/) })

    const download = await handleLatestBackupDownload({ email: 'admin@example.org' })
    expect(download.status).toBe(200)
    expect(download.headers.get('Content-Disposition')).toBe(`attachment; filename="${made.file_name}"`)
    expect((await download.arrayBuffer()).byteLength).toBe(Number(made.bytes))
    const [audit] = await sql()<
      { actor_email: string; detail: string }[]
    >`select actor_email, detail from audit_log where action = 'backup.download' order by id desc limit 1`
    expect(audit).toEqual({ actor_email: 'admin@example.org', detail: `Downloaded ${made.file_name}` })
  })
})
