import type { OutboxStatus } from '../mail/outbox.ts'

export type NoticeStatus = 'draft' | 'sending' | 'sent'

/** Where a notice's e-mails stand: waiting to leave, sent, failed, of all it is going to. */
export type NoticeProgress = { queued: number; sent: number; failed: number; total: number }

/** A notice as the dashboard lists it; times are Dates on the server, ISO strings in JSON. */
export type NoticeSummary<Time = string> = {
  id: string
  subject: string
  body: string
  status: NoticeStatus
  authorEmail: string
  createdAt: Time
  updatedAt: Time
  startedAt: Time | null
  finishedAt: Time | null
  progress: NoticeProgress
}

export type NoticesOverview<Time = string> = { confirmedSubscribers: number; notices: NoticeSummary<Time>[] }

/** One person's e-mail of a notice. */
export type NoticeDelivery<Time = string> = {
  outboxId: string
  recipientEmail: string
  status: OutboxStatus
  attempts: number
  lastError: string | null
  sentAt: Time | null
}

/** A notice's e-mail as it will be received: its HTML and plain text. */
export type NoticePreview = { subject: string; html: string; text: string }
