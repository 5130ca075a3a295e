import type { Queryable } from '../../db/queryable.ts'
import type { PersonalDataTable } from '../personal-data/personal-data-table.ts'

/** Each news e-mail a person was sent, found through their subscription's address or the e-mail's own. */
export const noticeDeliveries: PersonalDataTable = {
  table: 'notice_deliveries',
  holds: 'The news e-mails sent to each person who asked for the news: which notice, when, and what became of it',
  retention: () => 'As long as the person stays on the news list; removed with them when their data is erased',
  find: (db: Queryable, email: string) => db`
    select n.subject as notice, d.created_at as queued_at, m.recipient_email as sent_to, m.status, m.sent_at
    from notice_deliveries d
    join notices n on n.id = d.notice_id
    left join mail_outbox m on m.id = d.outbox_id
    left join subscribers s on s.id = d.subscriber_id
    where lower(s.email) = ${email} or lower(m.recipient_email) = ${email}
    order by d.created_at`,
  erase: async (db: Queryable, email: string) => {
    const found = await db<{ outbox_id: string }[]>`
      delete from notice_deliveries d
      using subscribers s
      where s.id = d.subscriber_id
        and (lower(s.email) = ${email} or exists (select 1 from mail_outbox m where m.id = d.outbox_id and lower(m.recipient_email) = ${email}))
      returning d.outbox_id`
    // The e-mails too, including any left by a subscriber already removed (their deliveries went with them).
    await db`
      delete from mail_outbox
      where id = any(${found.map((row) => row.outbox_id)}::uuid[]) or (notice_id is not null and lower(recipient_email) = ${email})`
    return found.length
  },
}

/** Who wrote each notice: an administrator's address, replaced by words when they are erased. */
export const noticeAuthors: PersonalDataTable = {
  table: 'notices',
  holds: 'The news notices written in the dashboard, each with the address of the administrator who wrote it',
  retention: () => 'Kept as the record of the news the church sent; the author’s address is removed when their data is erased',
  find: (db: Queryable, email: string) => db`
    select subject, status, created_at, started_at from notices where lower(author_email) = ${email} order by created_at`,
  erase: async (db: Queryable, email: string) => {
    const changed = await db`update notices set author_email = 'an erased administrator' where lower(author_email) = ${email}`
    return changed.count
  },
}
