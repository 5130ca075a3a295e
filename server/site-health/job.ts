import type { SiteProblem, SiteProblemKind } from '../../app/lib/admin/site-health.ts'
import { CHURCH_TIME_ZONE } from '../../app/content/time-zone.ts'
import { sql } from '../../db/client.ts'
import type { Queryable } from '../../db/queryable.ts'
import type { RenderedAccountEmail } from '../../emails/account.tsx'
import { siteProblemEndedEmail, siteProblemStartedEmail } from '../../emails/site-health.tsx'
import { churchName, queueToOtherAdministrators } from '../account-mail/notices.ts'
import type { BackgroundJob } from '../background-job.ts'
import { env } from '../env.ts'
import { findSiteProblems } from './problems.ts'

const CHECK_EVERY_MS = 5 * 60 * 1000
const FIRST_CHECK_AFTER_MS = 60 * 1000
/** A problem must stay away this long before it counts as ended, so one that comes and goes is not e-mailed at every check. */
export const ENDED_AFTER_MINUTES = 30

type OpenProblem = { id: string; kind: SiteProblemKind; startedAt: Date }

const dayFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', timeZone: CHURCH_TIME_ZONE })
const dashboardUrl = () => `${env().SITE_URL}/admin/dashboard`

async function queueToEveryAdministrator(tx: Queryable, email: RenderedAccountEmail) {
  await queueToOtherAdministrators(tx, [], email)
}

/** Opens a problem not already open, and e-mails its start; with several instances, only the one that opens it does. */
async function recordStart(problem: SiteProblem) {
  await sql().begin(async (tx) => {
    const opened = await tx`
      insert into site_health_problems (kind) values (${problem.kind})
      on conflict (kind) where ended_at is null do nothing returning id`
    if (opened.length === 0) return
    await queueToEveryAdministrator(tx, await siteProblemStartedEmail({ churchName: await churchName(), dashboardUrl: dashboardUrl(), problem }))
  })
}

async function recordSeen(open: OpenProblem) {
  await sql()`update site_health_problems set last_seen_at = now() where id = ${open.id}`
}

/** Ends a problem not seen for ENDED_AFTER_MINUTES, and e-mails that it is over. */
async function endWhenGone(open: OpenProblem) {
  await sql().begin(async (tx) => {
    const ended = await tx`
      update site_health_problems set ended_at = now()
      where id = ${open.id} and ended_at is null and last_seen_at < now() - make_interval(mins => ${ENDED_AFTER_MINUTES})
      returning id`
    if (ended.length === 0) return
    const startedOn = dayFormat.format(open.startedAt)
    await queueToEveryAdministrator(
      tx,
      await siteProblemEndedEmail({ churchName: await churchName(), dashboardUrl: dashboardUrl(), kind: open.kind, startedOn }),
    )
  })
}

/**
 * One check: a problem found that is not open yet starts (one e-mail to every administrator), one
 * still found is marked seen, and one gone for long enough ends (one more e-mail). What is open is
 * kept in the database, so a restart of the site sends nothing again.
 */
export async function checkSiteHealth(config = env()): Promise<SiteProblem[]> {
  const found = await findSiteProblems(config)
  const open = await sql()<OpenProblem[]>`
    select id::text, kind, started_at as "startedAt" from site_health_problems where ended_at is null`
  for (const problem of found) {
    const known = open.find((row) => row.kind === problem.kind)
    if (known) await recordSeen(known)
    else await recordStart(problem)
  }
  for (const row of open.filter((row) => !found.some((problem) => problem.kind === row.kind))) await endWhenGone(row)
  return found
}

const timestampedLog = (line: string) => console.log(`${new Date().toISOString()} ${line}`)

/** Checks the site's health every five minutes and e-mails the administrators when a problem starts or ends. */
export const siteHealthJob: BackgroundJob = {
  name: 'site health checks',
  start: () => {
    let running: Promise<unknown> = Promise.resolve()
    const check = () => {
      running = running.then(() => checkSiteHealth()).catch((error: unknown) => timestampedLog(`Site health check failed: ${String(error)}`))
    }
    const first = setTimeout(check, FIRST_CHECK_AFTER_MS)
    const every = setInterval(check, CHECK_EVERY_MS)
    return () => {
      clearTimeout(first)
      clearInterval(every)
    }
  },
}
