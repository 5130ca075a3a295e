import { PROBLEM_WORDS, type SiteProblem } from '../../app/lib/admin/site-health.ts'
import { CHURCH_TIME_ZONE } from '../../app/content/time-zone.ts'
import { sql } from '../../db/client.ts'
import { diskSpaceProblem } from '../disk/disk-space.ts'
import { type Env, env } from '../env.ts'

const HOUR_MS = 3600_000
/** Backups have stopped when none has succeeded within this many of the schedule's intervals. */
const MISSED_INTERVALS = 2
/** A failed e-mail, or a restart of the database, is reported for a day. */
const REPORTED_FOR_HOURS = 24
/** An e-mail still being retried this long after it was queued means mail is failing. */
const RETRYING_TOO_LONG_HOURS = 1

const dayFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', timeZone: CHURCH_TIME_ZONE })
const timeFormat = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', timeZone: CHURCH_TIME_ZONE })
const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`

/** When the site first ran: its first migration. */
async function siteStartedAt(): Promise<Date> {
  const [first] = await sql()<{ at: Date }[]>`select min(applied_at) as at from schema_migrations`
  return first?.at ?? new Date()
}

/** No successful backup within twice the schedule's interval, or none ever once the site has run that long. */
export async function backupProblem(config: Env = env()): Promise<SiteProblem | null> {
  if (config.BACKUP_INTERVAL_HOURS === 0) return null
  const allowedMs = MISSED_INTERVALS * config.BACKUP_INTERVAL_HOURS * HOUR_MS
  const [last] = await sql()<{ at: Date }[]>`select max(started_at) as at from backup_runs where status = 'succeeded'`
  const lastSuccess = last?.at ?? null
  const since = lastSuccess ?? (await siteStartedAt())
  if (Date.now() - since.getTime() <= allowedMs) return null
  return {
    kind: 'backups',
    summary: PROBLEM_WORDS.backups.started,
    detail: lastSuccess ? `No backup has been made since ${dayFormat.format(lastSuccess)}.` : 'No backup has been made yet.',
    advice: "Check the server's log and its disk. The Backups panel says why the last backup failed or was skipped.",
  }
}

/** The same test /readyz makes: a disk under DISK_MIN_FREE_MB, or a write that just met a full disk. */
export async function diskProblem(config: Env = env()): Promise<SiteProblem | null> {
  const problem = await diskSpaceProblem(config)
  if (!problem) return null
  return {
    kind: 'disk',
    summary: PROBLEM_WORDS.disk.started,
    detail: problem,
    advice: 'Until there is room, changes and messages may not be saved, and backups are skipped. Remove old files from the server, or give it a larger disk.',
  }
}

/** E-mails given up on in the last day, or still being retried an hour after they were queued. */
export async function mailProblem(): Promise<SiteProblem | null> {
  const [counts] = await sql()<{ failed: number; retrying: number }[]>`
    select
      count(*) filter (where status = 'failed' and next_attempt_at > now() - make_interval(hours => ${REPORTED_FOR_HOURS}))::int as failed,
      count(*) filter (where status in ('pending', 'sending') and attempts > 0
        and created_at < now() - make_interval(hours => ${RETRYING_TOO_LONG_HOURS}))::int as retrying
    from mail_outbox`
  const { failed, retrying } = counts!
  if (failed === 0 && retrying === 0) return null
  const parts = [
    failed > 0 ? `${plural(failed, 'e-mail', 'e-mails')} could not be sent in the last day` : '',
    retrying > 0 ? `${plural(retrying, 'e-mail has', 'e-mails have')} been retried for over an hour` : '',
  ].filter(Boolean)
  return {
    kind: 'mail',
    summary: PROBLEM_WORDS.mail.started,
    detail: `${parts.join(', and ')}.`.replace(/^./, (first) => first.toUpperCase()),
    advice: "The Outbox panel shows why. Check the mail settings (RESEND_API_KEY, MAIL_FROM) and the mail provider's account.",
  }
}

/** The embedded database stopped unexpectedly in the last day and the site started it again. */
export async function databaseProblem(): Promise<SiteProblem | null> {
  const [latest] = await sql()<{ at: Date | null; count: number }[]>`
    select max(stopped_at) as at, count(*)::int as count from database_restarts
    where stopped_at > now() - make_interval(hours => ${REPORTED_FOR_HOURS})`
  if (!latest?.at) return null
  const times = latest.count > 1 ? `, ${latest.count} times in the last day,` : ''
  return {
    kind: 'database',
    summary: PROBLEM_WORDS.database.started,
    detail: `The database stopped unexpectedly${times} and was started again, last at ${timeFormat.format(latest.at)} on ${dayFormat.format(latest.at)}.`,
    advice: "What had been saved is kept. If it happens again, check the server's log and whether it has enough memory.",
  }
}

/** Everything the administrators should know is wrong now, in the order the dashboard lists it. */
export async function findSiteProblems(config: Env = env()): Promise<SiteProblem[]> {
  const found = await Promise.all([backupProblem(config), diskProblem(config), mailProblem(), databaseProblem()])
  return found.filter((problem): problem is SiteProblem => problem !== null)
}
