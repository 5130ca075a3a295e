import { randomUUID } from 'node:crypto'
import { sql } from '../../db/client.ts'
import { recordAudit } from '../audit/audit-log.ts'
import type { BackgroundJob } from '../background-job.ts'
import { env } from '../env.ts'
import { unsubscribeHeaders } from '../../emails/notice.tsx'
import { unsubscribeUrl } from '../people/news-links.ts'
import { noticeForSubscribers } from './notice-email.ts'

/** People queued per transaction; it also bounds what waits in the outbox per notice (twice this). */
export const NOTICE_BATCH = 200

type Personalise = Awaited<ReturnType<typeof noticeForSubscribers>>
type SendingNotice = { id: string; subject: string; body: string }

/** What one step did: queued some people, found the outbox still full enough, found no one left, or another instance had the notice. */
export type BatchOutcome = { queued: number } | 'ahead' | 'none left' | 'busy'

/**
 * Queues the next batch of a sending notice, in one transaction: a delivery and an outbox e-mail for
 * each confirmed subscriber not yet given one. The notice's row is locked for the batch (another
 * instance skips it), and the key (notice_id, subscriber_id) refuses a second delivery whatever
 * happens, so a crash between batches only means the next run carries on where this one stopped.
 */
export async function queueNextBatch(notice: SendingNotice, personalise: Personalise, batchSize = NOTICE_BATCH): Promise<BatchOutcome> {
  return sql().begin(async (tx) => {
    const [mine] = await tx`select id from notices where id = ${notice.id} and status = 'sending' for update skip locked`
    if (!mine) return 'busy'
    const [waiting] = await tx<{ count: number }[]>`
      select count(*)::int as count from mail_outbox where notice_id = ${notice.id} and status in ('pending', 'sending')`
    if (waiting!.count >= batchSize) return 'ahead'
    const people = await tx<{ id: string; email: string }[]>`
      select s.id, s.email from subscribers s
      where s.status = 'confirmed'
        and not exists (select 1 from notice_deliveries d where d.notice_id = ${notice.id} and d.subscriber_id = s.id)
      order by s.id limit ${batchSize}`
    if (people.length === 0) return 'none left'
    const rows = await Promise.all(people.map(async (person) => ({ person, outboxId: randomUUID(), url: await unsubscribeUrl(person.id) })))
    const inserted = await tx<{ outbox_id: string }[]>`
      insert into notice_deliveries ${tx(rows.map((row) => ({ notice_id: notice.id, subscriber_id: row.person.id, outbox_id: row.outboxId })))}
      on conflict do nothing returning outbox_id`
    const kept = new Set(inserted.map((row) => row.outbox_id))
    const emails = rows
      .filter((row) => kept.has(row.outboxId))
      .map((row) => {
        const email = personalise(row.url)
        return {
          id: row.outboxId,
          notice_id: notice.id,
          recipient_email: row.person.email,
          subject: email.subject,
          html: email.html,
          text: email.text,
          headers: tx.json(unsubscribeHeaders(row.url)),
          status: 'pending',
        }
      })
    if (emails.length > 0) await tx`insert into mail_outbox ${tx(emails)}`
    return { queued: emails.length }
  })
}

/** Marks a notice sent once everyone has been queued and no e-mail of it is still waiting to leave. */
async function finishIfDone(notice: SendingNotice): Promise<boolean> {
  return sql().begin(async (tx) => {
    const [finished] = await tx<{ delivered: number }[]>`
      update notices set status = 'sent', finished_at = now(), updated_at = now()
      where id = ${notice.id} and status = 'sending'
        and not exists (select 1 from mail_outbox where notice_id = ${notice.id} and status not in ('sent', 'failed'))
      returning (select count(*)::int from notice_deliveries where notice_id = ${notice.id}) as delivered`
    if (!finished) return false
    await recordAudit({ actorEmail: null, action: 'notice.sent', detail: `The notice "${notice.subject}" was sent to ${finished.delivered} people` }, tx)
    return true
  })
}

export const WITHDRAWN_REASON = 'Not sent: the person stopped the news before it left'

/**
 * Withdraws waiting news e-mails of people who have since unsubscribed or been erased, so a stop
 * takes effect within one poll even in the middle of a notice. Their bodies are cleared at once.
 */
export async function withdrawForLeavers(): Promise<number> {
  const withdrawn = await sql()`
    update mail_outbox m
    set status = 'failed', last_error = ${WITHDRAWN_REASON}, lease_expires_at = null, html = '', text = ''
    where m.notice_id is not null and m.status in ('pending', 'held')
      and not exists (
        select 1 from notice_deliveries d join subscribers s on s.id = d.subscriber_id
        where d.outbox_id = m.id and s.status = 'confirmed')`
  return withdrawn.count
}

/** One pass: every sending notice is queued as far as the outbox allows, and finished when it is done. */
export async function queueSendingNotices(stopping: () => boolean = () => false): Promise<void> {
  await withdrawForLeavers()
  const notices = await sql()<SendingNotice[]>`select id, subject, body from notices where status = 'sending' order by started_at`
  for (const notice of notices) {
    const personalise = await noticeForSubscribers(notice)
    let outcome: BatchOutcome = { queued: 0 }
    while (typeof outcome === 'object' && !stopping()) outcome = await queueNextBatch(notice, personalise)
    if (outcome === 'none left') await finishIfDone(notice)
  }
}

/** Queues the e-mails of sending notices every OUTBOX_POLL_MS; the outbox worker sends them at its steady pace. */
export const noticeQueueJob: BackgroundJob = {
  name: 'news notices queue',
  start: () => {
    let stopped = false
    let timer: ReturnType<typeof setTimeout> | undefined
    let running: Promise<void> | undefined
    const loop = () => {
      running = queueSendingNotices(() => stopped)
        .catch((error: unknown) => console.error('Queueing news notices failed', error))
        .finally(() => {
          if (!stopped) timer = setTimeout(loop, env().OUTBOX_POLL_MS)
        })
    }
    loop()
    return async () => {
      stopped = true
      clearTimeout(timer)
      await running
    }
  },
}
