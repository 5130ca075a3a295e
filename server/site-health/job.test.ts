import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { sql } from '../../db/client.ts'
import { insertTestAdmin } from '../../tests/helpers/admins.ts'
import { env, parseEnv } from '../env.ts'
import { checkSiteHealth, ENDED_AFTER_MINUTES } from './job.ts'

const dataDir = mkdtempSync(path.join(tmpdir(), 'church-site-health-job-'))
// Only a restart of the database can go wrong here: no schedule of backups, no minimum of free space.
const config = parseEnv({ DATA_DIR: dataDir, DISK_MIN_FREE_MB: '0', BACKUP_INTERVAL_HOURS: '0' })
const admins: string[] = []

type Mail = { recipient_email: string; subject: string; text: string }

const mailed = (subjectStart: string) =>
  sql()<Mail[]>`select recipient_email, subject, text from mail_outbox where subject like ${`${subjectStart}%`} order by recipient_email`

async function everyAdministrator(): Promise<string[]> {
  return (await sql()<{ email: string }[]>`select email from admins order by email`).map((admin) => admin.email)
}

/** As if the problem had last been seen this many minutes ago. */
async function lastSeen(minutesAgo: number) {
  await sql()`update site_health_problems set last_seen_at = now() - make_interval(mins => ${minutesAgo}) where ended_at is null`
}

beforeAll(async () => {
  for (let n = 0; n < 2; n++) admins.push((await insertTestAdmin()).email)
})

afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

beforeEach(async () => {
  await sql()`delete from mail_outbox`
  await sql()`delete from database_restarts`
  await sql()`delete from site_health_problems`
})

describe('the e-mails of the site health check', () => {
  it('sends nothing when all is well', async () => {
    expect(await checkSiteHealth(config)).toEqual([])
    expect(await checkSiteHealth(config)).toEqual([])
    expect(await sql()`select 1 from mail_outbox`).toHaveLength(0)
  })

  it('tells every administrator once when a problem starts, not again at later checks or after a restart of the site', async () => {
    await sql()`insert into database_restarts (stopped_at) values (now())`
    const [problem] = await checkSiteHealth(config)
    await checkSiteHealth(config)
    await checkSiteHealth(config)
    const started = await mailed('Needs attention:')
    expect(started.map((mail) => mail.recipient_email)).toEqual(await everyAdministrator())
    expect(started.map((mail) => mail.recipient_email)).toEqual(expect.arrayContaining(admins))
    const church = started[0]!.subject.match(/ on the (.*) website$/)![1]
    expect(started[0]!.subject).toBe(`Needs attention: the database was restarted on the ${church} website`)
    expect(started[0]!.text).toContain(problem!.detail)
    expect(started[0]!.text).toContain(problem!.advice)
    expect(started[0]!.text).toContain(`${env().SITE_URL}/admin/dashboard`)
  })

  it('tells them once when it ends, only after it has stayed away a while, so a problem that comes and goes is not e-mailed again', async () => {
    await sql()`insert into database_restarts (stopped_at) values (now())`
    await checkSiteHealth(config)
    await sql()`delete from database_restarts`
    await checkSiteHealth(config)
    expect(await mailed('All is well again:')).toHaveLength(0)

    // Back before the grace ran out: still the same problem, no second e-mail about its start.
    await sql()`insert into database_restarts (stopped_at) values (now())`
    await checkSiteHealth(config)
    await sql()`delete from database_restarts`
    await lastSeen(ENDED_AFTER_MINUTES - 5)
    await checkSiteHealth(config)
    expect(await mailed('Needs attention:')).toHaveLength((await everyAdministrator()).length)
    expect(await mailed('All is well again:')).toHaveLength(0)

    await lastSeen(ENDED_AFTER_MINUTES + 1)
    await checkSiteHealth(config)
    await checkSiteHealth(config)
    const ended = await mailed('All is well again:')
    expect(ended.map((mail) => mail.recipient_email)).toEqual(await everyAdministrator())
    expect(ended[0]!.text).toContain('The database has run without a restart for a day.')
    const [row] = await sql()<{ ended: boolean }[]>`select ended_at is not null as ended from site_health_problems`
    expect(row).toEqual({ ended: true })
  })

  it('e-mails a problem that starts again after it ended', async () => {
    await sql()`insert into database_restarts (stopped_at) values (now())`
    await checkSiteHealth(config)
    await sql()`delete from database_restarts`
    await lastSeen(ENDED_AFTER_MINUTES + 1)
    await checkSiteHealth(config)
    await sql()`insert into database_restarts (stopped_at) values (now())`
    await checkSiteHealth(config)
    expect(await mailed('Needs attention:')).toHaveLength(2 * (await everyAdministrator()).length)
  })
})
