import { env } from '../env.ts'
import type { BackgroundJob } from '../background-job.ts'
import { sql } from '../../db/client.ts'
import { claimDueEmails, holdWaitingEmails, markFailed, markForRetry, markSent, releaseHeldEmails, type ClaimedEmail } from './outbox.ts'
import { addressWaitingEmails } from './recipients.ts'
import { createResendSender, type MailProviderConfig, type OutgoingEmail, type SendResult } from './resend-sender.ts'

export type Send = (email: OutgoingEmail) => Promise<SendResult>

export type OutboxWorkerConfig = {
  /** Absent when no RESEND_API_KEY is set: e-mails are then held, logged and kept. */
  provider?: MailProviderConfig
  fallbackRecipient?: string
  pollMs: number
  /** Tries before an e-mail is marked failed. */
  maxAttempts?: number
  /** The wait after the first failure; it doubles after each further one, up to retryMaxMs. */
  retryBaseMs?: number
  retryMaxMs?: number
  batchSize?: number
  /** How long a claimed e-mail stays with its worker before another may take it over. */
  leaseSeconds?: number
  /** News e-mails sent per second at most, after every other waiting e-mail (decision 060). */
  newsPerSecond?: number
  log?: (line: string) => void
  /** Replaces the Resend sender (tests). */
  send?: Send
}

const MAX_ATTEMPTS = 8
const RETRY_BASE_MS = 30_000
const RETRY_MAX_MS = 60 * 60_000
const BATCH_SIZE = 10
const LEASE_SECONDS = 120
const NEWS_PER_SECOND = 4

const timestampedLog = (line: string) => console.log(`${new Date().toISOString()} ${line}`)

/** The configuration of this process's worker, from the environment. */
function outboxWorkerConfigFromEnv(): OutboxWorkerConfig {
  const config = env()
  return {
    provider: config.RESEND_API_KEY ? { apiKey: config.RESEND_API_KEY, baseUrl: config.RESEND_BASE_URL, from: config.MAIL_FROM } : undefined,
    fallbackRecipient: config.NOTIFY_EMAIL_FALLBACK,
    pollMs: config.OUTBOX_POLL_MS,
    retryBaseMs: config.OUTBOX_RETRY_BASE_MS,
    leaseSeconds: config.OUTBOX_LEASE_SECONDS,
    newsPerSecond: config.NEWS_SEND_PER_SECOND,
  }
}

/** Exponential backoff: base, 2×base, 4×base … capped at max. */
export function retryDelayMs(attempts: number, baseMs = RETRY_BASE_MS, maxMs = RETRY_MAX_MS): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1))
}

/** What an e-mail is about, for the log: a form's notification, or an administrator's account. */
/** The log names no one: an address in a provider's error is left out. */
const withoutAddresses = (text: string) => text.replace(/[^\s<>"'(),;:]+@[^\s<>"'(),;:]+/g, '(an address)')

const mailKind = (email: { formType: string | null; noticeId?: string | null }) =>
  email.formType ? `${email.formType} form` : email.noticeId ? 'news' : 'administrator account'

type DeliveryReport = { sent: number; retrying: number; failed: number; held: number }

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)))

/**
 * One pass over the outbox: find recipients for waiting e-mails, then send what is due (or hold it
 * without a provider). Form and account e-mails go first; news follows a second's worth at a time,
 * each second starting with the other e-mails again, so a big notice never holds a form's back.
 * `stopping` ends the pass between two seconds of news.
 */
export async function deliverOutbox(config: OutboxWorkerConfig, stopping: () => boolean = () => false): Promise<DeliveryReport> {
  const log = config.log ?? timestampedLog
  const report: DeliveryReport = { sent: 0, retrying: 0, failed: 0, held: 0 }
  await addressWaitingEmails(sql(), config.fallbackRecipient)

  if (!config.provider && !config.send) {
    const held = await holdWaitingEmails()
    for (const email of held) {
      log(
        `Mail ${email.id} not sent: no mail provider configured (set RESEND_API_KEY). Kept in the outbox (${mailKind(email)}): the dashboard's Outbox shows it.`,
      )
    }
    report.held = held.length
    return report
  }

  const released = await releaseHeldEmails()
  if (released > 0) log(`Mail: ${released} held message(s) queued for sending now that a mail provider is configured`)

  const send = config.send ?? createResendSender(config.provider!)
  for (;;) {
    await deliverOtherMail(send, config, log, report)
    if (stopping() || (await deliverOneSecondOfNews(send, config, log, report)) === 0) return report
  }
}

async function deliverOtherMail(send: Send, config: OutboxWorkerConfig, log: (line: string) => void, report: DeliveryReport): Promise<void> {
  const batchSize = config.batchSize ?? BATCH_SIZE
  for (;;) {
    const claimed = await claimDueEmails(batchSize, config.leaseSeconds ?? LEASE_SECONDS)
    for (const email of claimed) report[await deliverOne(email, send, config, log)] += 1
    if (claimed.length < batchSize) return
  }
}

/** Sends up to a second's worth of news, spread evenly over that second; returns how many it took. */
async function deliverOneSecondOfNews(send: Send, config: OutboxWorkerConfig, log: (line: string) => void, report: DeliveryReport): Promise<number> {
  const perSecond = config.newsPerSecond ?? NEWS_PER_SECOND
  const claimed = await claimDueEmails(perSecond, config.leaseSeconds ?? LEASE_SECONDS, 'news')
  const started = Date.now()
  for (const [index, email] of claimed.entries()) {
    await pause(started + (index * 1000) / perSecond - Date.now())
    report[await deliverOne(email, send, config, log)] += 1
  }
  if (claimed.length > 0) await pause(started + 1000 - Date.now())
  return claimed.length
}

async function deliverOne(email: ClaimedEmail, send: Send, config: OutboxWorkerConfig, log: (line: string) => void): Promise<'sent' | 'retrying' | 'failed'> {
  const result = await send({
    idempotencyKey: email.id,
    to: email.recipientEmail,
    replyTo: email.replyTo,
    subject: email.subject,
    html: email.html,
    text: email.text,
    headers: email.headers,
  })
  if (result.ok) {
    await markSent(email.id, result.providerMessageId)
    log(`Mail ${email.id} sent (${mailKind(email)})`)
    return 'sent'
  }
  if (result.permanent) {
    const reason = `Refused by the mail provider: ${result.error}`
    await markFailed(email.id, reason)
    log(`Mail ${email.id} failed: ${withoutAddresses(reason)}`)
    return 'failed'
  }
  const maxAttempts = config.maxAttempts ?? MAX_ATTEMPTS
  if (email.attempts >= maxAttempts) {
    const reason = `Gave up after ${email.attempts} attempts. Last error: ${result.error}`
    await markFailed(email.id, reason)
    log(`Mail ${email.id} failed: ${withoutAddresses(reason)}`)
    return 'failed'
  }
  const delay = retryDelayMs(email.attempts, config.retryBaseMs, config.retryMaxMs)
  await markForRetry(email.id, result.error, new Date(Date.now() + delay))
  log(`Mail ${email.id} attempt ${email.attempts} of ${maxAttempts} failed (${withoutAddresses(result.error)}); retrying in ${Math.round(delay / 1000)} s`)
  return 'retrying'
}

/** Runs deliverOutbox every pollMs until stopped. A pass that fails (database down) is logged once and retried. */
export function startOutboxWorker(config: OutboxWorkerConfig): () => Promise<void> {
  let stopped = false
  let timer: ReturnType<typeof setTimeout> | undefined
  let running: Promise<void> | undefined
  let lastProblem: string | undefined

  const pass = async () => {
    try {
      await deliverOutbox(config, () => stopped)
      if (lastProblem) (config.log ?? timestampedLog)('Mail outbox worker recovered')
      lastProblem = undefined
    } catch (error) {
      const problem = error instanceof Error ? error.message : String(error)
      if (problem !== lastProblem) console.error(`Mail outbox worker: ${problem}; trying again every ${config.pollMs} ms`)
      lastProblem = problem
    }
  }
  const loop = () => {
    running = pass().finally(() => {
      if (!stopped) timer = setTimeout(loop, config.pollMs)
    })
  }
  loop()
  return async () => {
    stopped = true
    clearTimeout(timer)
    await running
  }
}

export const outboxWorkerJob: BackgroundJob = {
  name: 'mail outbox worker',
  start: () => {
    const config = outboxWorkerConfigFromEnv()
    if (!config.provider) timestampedLog('Mail: no RESEND_API_KEY set, so form e-mails are logged and kept in the outbox, not sent')
    return startOutboxWorker(config)
  },
}
