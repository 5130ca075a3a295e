import type { NoticePreview } from '../../app/lib/notices/notices.ts'
import { noticeForEveryone, renderTestNotice } from '../../emails/notice.tsx'
import { churchName } from '../account-mail/notices.ts'
import { env } from '../env.ts'
import { UNSUBSCRIBE_PATH } from '../people/news-links.ts'

type Written = { subject: string; body: string }

const shared = async (notice: Written) => ({ churchName: await churchName(), subject: notice.subject, body: notice.body, siteUrl: env().SITE_URL })

/** Each person's copy of a notice: the notice rendered once, their own link written in. */
export async function noticeForSubscribers(notice: Written) {
  return noticeForEveryone(await shared(notice))
}

export async function testNotice(notice: Written) {
  return renderTestNotice(await shared(notice))
}

/** The notice exactly as a subscriber receives it, with the unsubscribe page's address standing for their own link. */
export async function noticePreview(notice: Written): Promise<NoticePreview> {
  return (await noticeForSubscribers(notice))(`${env().SITE_URL}${UNSUBSCRIBE_PATH}`)
}
