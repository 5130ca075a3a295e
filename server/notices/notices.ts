import type { NoticeInput } from '../../app/lib/notices/notice-schema.ts'
import type { NoticeDelivery, NoticeSummary, NoticesOverview } from '../../app/lib/notices/notices.ts'
import { isUuid } from '../../app/lib/site/uuid.ts'
import { sql } from '../../db/client.ts'
import type { Queryable } from '../../db/queryable.ts'
import { recordAudit } from '../audit/audit-log.ts'
import { Conflict, NotFound } from '../errors.ts'

/** The largest body a notice is sent in: its longest text, written in four-byte characters, and room. */
export const NOTICE_BODY_LIMIT = 96 * 1024
export const NOTICE_NOT_FOUND = 'Notice not found'
/** Notices listed on the dashboard, newest first. */
const NOTICES_LISTED = 20
/** Deliveries listed for one notice: the latest. */
const DELIVERIES_LISTED = 100

type NoticeRow = Omit<NoticeSummary<Date>, 'progress'> & { recipients: number | null }

const NOTICE_COLUMNS = (db: Queryable) => db`
  id, subject, body, status, author_email as "authorEmail", recipients, created_at as "createdAt", updated_at as "updatedAt",
  started_at as "startedAt", finished_at as "finishedAt"`

type Tally = { noticeId: string; queued: number; sent: number; failed: number; delivered: number }

async function tallies(db: Queryable, ids: string[]): Promise<Map<string, Tally>> {
  const rows = await db<Tally[]>`
    select notice_id as "noticeId",
      count(*) filter (where status not in ('sent', 'failed'))::int as queued,
      count(*) filter (where status = 'sent')::int as sent,
      count(*) filter (where status = 'failed')::int as failed,
      count(*)::int as delivered
    from mail_outbox where notice_id = any(${ids}::uuid[]) group by notice_id`
  return new Map(rows.map((row) => [row.noticeId, row]))
}

function withProgress({ recipients, ...row }: NoticeRow, tally: Tally | undefined): NoticeSummary<Date> {
  const { queued = 0, sent = 0, failed = 0, delivered = 0 } = tally ?? {}
  const total = row.status === 'sent' ? delivered : Math.max(recipients ?? 0, delivered)
  return { ...row, progress: { queued: row.status === 'sending' ? total - sent - failed : queued, sent, failed, total } }
}

export async function confirmedSubscriberCount(db: Queryable = sql()): Promise<number> {
  const [row] = await db<{ count: number }[]>`select count(*)::int as count from subscribers where status = 'confirmed'`
  return row!.count
}

/** The dashboard's view: how many people would receive a notice, and the latest notices with their progress. */
export async function noticesOverview(db: Queryable = sql()): Promise<NoticesOverview<Date>> {
  const rows = await db<NoticeRow[]>`select ${NOTICE_COLUMNS(db)} from notices order by created_at desc, id limit ${NOTICES_LISTED}`
  const [confirmedSubscribers, progress] = await Promise.all([
    confirmedSubscriberCount(db),
    tallies(
      db,
      rows.map((row) => row.id),
    ),
  ])
  return { confirmedSubscribers, notices: rows.map((row) => withProgress(row, progress.get(row.id))) }
}

export async function noticeById(id: string, db: Queryable = sql()): Promise<NoticeSummary<Date>> {
  if (!isUuid(id)) throw new NotFound(NOTICE_NOT_FOUND)
  const [row] = await db<NoticeRow[]>`select ${NOTICE_COLUMNS(db)} from notices where id = ${id}`
  if (!row) throw new NotFound(NOTICE_NOT_FOUND)
  return withProgress(row, (await tallies(db, [id])).get(id))
}

export async function createNotice(input: NoticeInput, authorEmail: string): Promise<NoticeSummary<Date>> {
  const [row] = await sql()<{ id: string }[]>`
    insert into notices (subject, body, author_email) values (${input.subject}, ${input.body}, ${authorEmail}) returning id`
  return noticeById(row!.id)
}

/** Changes a draft; a notice that has begun sending is what its readers received, and stays as it is. */
export async function updateDraft(id: string, input: NoticeInput): Promise<NoticeSummary<Date>> {
  const notice = await noticeById(id)
  const updated = await sql()`
    update notices set subject = ${input.subject}, body = ${input.body}, updated_at = now() where id = ${notice.id} and status = 'draft'`
  if (updated.count === 0) throw new Conflict('This notice has been sent, so it can no longer be changed.')
  return noticeById(id)
}

/** Deletes a draft; a sent notice is kept with its deliveries. */
export async function deleteDraft(id: string, actorEmail: string): Promise<void> {
  const notice = await noticeById(id)
  await sql().begin(async (tx) => {
    const deleted = await tx`delete from notices where id = ${notice.id} and status = 'draft'`
    if (deleted.count === 0) throw new Conflict('This notice has been sent, so it is kept.')
    await recordAudit({ actorEmail, action: 'notice.delete', detail: `Deleted the draft notice "${notice.subject}"` }, tx)
  })
}

/** The latest e-mails of one notice, one per person, newest first. */
export async function noticeDeliveries(id: string): Promise<NoticeDelivery<Date>[]> {
  const notice = await noticeById(id)
  return sql()<NoticeDelivery<Date>[]>`
    select id as "outboxId", recipient_email as "recipientEmail", status, attempts, last_error as "lastError", sent_at as "sentAt"
    from mail_outbox where notice_id = ${notice.id}
    order by created_at desc, id limit ${DELIVERIES_LISTED}`
}
