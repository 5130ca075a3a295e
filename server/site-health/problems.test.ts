import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import { sql } from '../../db/client.ts'
import { parseEnv } from '../env.ts'
import { backupProblem, databaseProblem, diskProblem, findSiteProblems, mailProblem } from './problems.ts'

const dataDir = mkdtempSync(path.join(tmpdir(), 'church-site-health-'))
const allWell = parseEnv({ DATA_DIR: dataDir, DISK_MIN_FREE_MB: '0', BACKUP_INTERVAL_HOURS: '24' })

afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

beforeEach(async () => {
  await sql()`delete from backup_runs`
  await sql()`delete from mail_outbox`
  await sql()`delete from database_restarts`
})

async function succeededBackup(hoursAgo: number) {
  await sql()`insert into backup_runs (started_at, finished_at, status, file_name, bytes)
    values (now() - make_interval(hours => ${hoursAgo}), now(), 'succeeded', 'backup.tar.gz', 100)`
}

async function outboxEmail(status: string, attempts: number, lastAttemptHoursAgo: number, queuedHoursAgo = lastAttemptHoursAgo) {
  await sql()`insert into mail_outbox (recipient_email, subject, html, text, status, attempts, next_attempt_at, created_at)
    values ('admin@example.org', 'A notice', '<p>x</p>', 'x', ${status}, ${attempts},
      now() - make_interval(secs => ${lastAttemptHoursAgo * 3600}), now() - make_interval(secs => ${queuedHoursAgo * 3600}))`
}

describe('the site health check', () => {
  it('finds nothing wrong on a new site with room on its disk', async () => {
    expect(await findSiteProblems(allWell)).toEqual([])
  })

  it('says backups have stopped when none succeeded within twice the interval, and since when', async () => {
    await succeededBackup(47)
    expect(await backupProblem(allWell)).toBeNull()
    await sql()`delete from backup_runs`
    await succeededBackup(49)
    const problem = await backupProblem(allWell)
    const day = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', timeZone: 'Europe/London' }).format(Date.now() - 49 * 3600_000)
    expect(problem).toEqual({
      kind: 'backups',
      summary: 'Backups have stopped',
      detail: `No backup has been made since ${day}.`,
      advice: "Check the server's log and its disk. The Backups panel says why the last backup failed or was skipped.",
    })
    expect(await backupProblem({ ...allWell, BACKUP_INTERVAL_HOURS: 0 })).toBeNull()
  })

  it('says no backup has been made once the site has run longer than twice the interval without one', async () => {
    expect(await backupProblem(allWell)).toBeNull()
    const [first] = await sql()<{ name: string; applied_at: Date }[]>`select name, applied_at from schema_migrations order by applied_at limit 1`
    await sql()`update schema_migrations set applied_at = now() - interval '3 days' where name = ${first!.name}`
    try {
      expect(await backupProblem(allWell)).toMatchObject({ kind: 'backups', detail: 'No backup has been made yet.' })
    } finally {
      await sql()`update schema_migrations set applied_at = ${first!.applied_at} where name = ${first!.name}`
    }
  })

  it('says the disk is nearly full with the test /readyz makes', async () => {
    expect(await diskProblem(allWell)).toBeNull()
    const problem = await diskProblem({ ...allWell, DISK_MIN_FREE_MB: 1024 * 1024 * 1024 })
    expect(problem).toMatchObject({ kind: 'disk', summary: 'The disk is nearly full' })
    expect(problem!.detail).toMatch(new RegExp(`^The disk holding ${dataDir}.* is nearly full: [\\d.]+ MB free, less than DISK_MIN_FREE_MB`))
  })

  it('says e-mail is failing when one failed in the last day, or has been retried for over an hour', async () => {
    await outboxEmail('failed', 8, 25)
    await outboxEmail('pending', 2, 0, 0.5)
    await outboxEmail('sent', 1, 0)
    expect(await mailProblem()).toBeNull()
    await outboxEmail('failed', 8, 1)
    expect(await mailProblem()).toMatchObject({ kind: 'mail', summary: 'E-mail is failing', detail: '1 e-mail could not be sent in the last day.' })
    await outboxEmail('pending', 3, 0, 2)
    await outboxEmail('pending', 4, 0, 3)
    expect((await mailProblem())!.detail).toBe('1 e-mail could not be sent in the last day, and 2 e-mails have been retried for over an hour.')
  })

  it('says the database was restarted when it stopped unexpectedly in the last day', async () => {
    await sql()`insert into database_restarts (stopped_at) values (now() - interval '25 hours')`
    expect(await databaseProblem()).toBeNull()
    await sql()`insert into database_restarts (stopped_at) values (now() - interval '1 hour')`
    const problem = await databaseProblem()
    expect(problem).toMatchObject({ kind: 'database', summary: 'The database was restarted' })
    expect(problem!.detail).toMatch(/^The database stopped unexpectedly and was started again, last at \d\d:\d\d on \d{1,2} [A-Z][a-z]+\.$/)
    await sql()`insert into database_restarts (stopped_at) values (now())`
    expect((await databaseProblem())!.detail).toMatch(/^The database stopped unexpectedly, 2 times in the last day, and was started again/)
  })

  it('lists every problem at once, backups first', async () => {
    await succeededBackup(100)
    await outboxEmail('failed', 1, 0)
    await sql()`insert into database_restarts (stopped_at) values (now())`
    const problems = await findSiteProblems({ ...allWell, DISK_MIN_FREE_MB: 1024 * 1024 * 1024 })
    expect(problems.map((problem) => problem.kind)).toEqual(['backups', 'disk', 'mail', 'database'])
  })
})
