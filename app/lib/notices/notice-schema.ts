import * as v from 'valibot'
import { unsafeLinks } from '../../content/fields/rich-text.ts'

export const NOTICE_SUBJECT_MAX = 150
export const NOTICE_BODY_MAX = 20_000

const ONE_LINE = /^[^\r\n]*$/

/** A notice as the administrator writes it: a subject on one line, and plain text with paragraphs and [links](address). */
export const noticeSchema = v.object({
  subject: v.pipe(
    v.string('Subject is required'),
    v.trim(),
    v.nonEmpty('Subject is required'),
    v.regex(ONE_LINE, 'Subject must be one line'),
    v.maxLength(NOTICE_SUBJECT_MAX, `Subject must be at most ${NOTICE_SUBJECT_MAX} characters`),
  ),
  body: v.pipe(
    v.string('Message is required'),
    v.trim(),
    v.nonEmpty('Message is required'),
    v.maxLength(NOTICE_BODY_MAX, `Message must be at most ${NOTICE_BODY_MAX} characters`),
    v.check((body) => unsafeLinks(body).length === 0, 'Message has a link that cannot be sent: use an address starting https://, mailto:, tel: or /'),
  ),
})

export type NoticeInput = v.InferOutput<typeof noticeSchema>

/** "Send to N people": the N the administrator saw and confirmed. */
export const sendNoticeSchema = v.object({
  recipients: v.pipe(
    v.number('Recipients must be the number of people confirmed'),
    v.integer('Recipients must be a whole number'),
    v.minValue(1, 'Recipients must be at least 1'),
  ),
})
