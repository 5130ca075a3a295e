import type { Queryable } from '../../db/queryable.ts'
import type { RenderedAccountEmail } from '../../emails/account.tsx'
import { newsConfirmationEmail } from '../../emails/news.tsx'
import { env } from '../env.ts'
import { queueAccountEmail } from '../mail/outbox.ts'
import { CONFIRM_DAYS, newConfirmToken } from './confirm-token.ts'
import { confirmUrl } from './news-links.ts'
import { addressHash, normalisedAddress } from './people-key.ts'

/** Where a person asked, as the ledger records it. */
export type NewsSource = 'stay_in_touch form' | 'contact form'

export type NewsAsk = { email: string; name: string; wordingVersion: number; source: NewsSource }

/** What became of an ask: only 'asked' appends to the ledger and queues a confirmation. */
export type NewsAskOutcome = 'asked' | 'already_confirmed' | 'sent_recently' | 'over_budget'

type PreparedAsk = NewsAsk & { emailHash: string; tokenHash: string; confirmation: RenderedAccountEmail; unconfirmedPerHour: number }

/** Whether the version of the news choice's words a form showed is one the site has. */
export async function isNewsWording(db: Queryable, version: number): Promise<boolean> {
  if (!Number.isSafeInteger(version) || version > 2 ** 31 - 1) return false
  const [row] = await db`select 1 from consent_wordings where version = ${version} and purpose = 'news'`
  return row !== undefined
}

/**
 * Everything an ask needs that takes time (the address's hash, a token, the rendered e-mail), done
 * before the submission's transaction; the step returned runs inside it.
 */
export async function prepareNewsAsk(ask: NewsAsk, churchName: string, unconfirmedPerHour = env().NEWS_UNCONFIRMED_PER_HOUR) {
  const email = normalisedAddress(ask.email)
  const { token, tokenHash } = newConfirmToken()
  const [emailHash, confirmation] = await Promise.all([addressHash(email), newsConfirmationEmail({ churchName, url: confirmUrl(token) })])
  const prepared: PreparedAsk = { ...ask, email, emailHash, tokenHash, confirmation, unconfirmedPerHour }
  return (tx: Queryable) => askForNews(tx, prepared)
}

type SubscriberState = { id: string; status: 'unconfirmed' | 'confirmed' | 'unsubscribed'; sentRecently: boolean }

/**
 * A person asks for the news (decision 059): found or created by their address's hash, the ask
 * appended to the ledger, and a confirmation e-mail queued. A confirmed address gets no e-mail, an
 * address at most one a day, and new unconfirmed addresses are bounded per hour. An address that
 * opted out is asking afresh: its suppression stays until it confirms.
 */
async function askForNews(tx: Queryable, ask: PreparedAsk): Promise<NewsAskOutcome> {
  await tx`select pg_advisory_xact_lock(hashtext(${`subscriber ${ask.emailHash}`}))`
  const [known] = await tx<SubscriberState[]>`
    select id, status, coalesce(confirmation_sent_at > now() - interval '1 day', false) as "sentRecently"
    from subscribers where email_hash = ${ask.emailHash}`
  if (known?.status === 'confirmed') return 'already_confirmed'
  if (known?.status === 'unconfirmed' && known.sentRecently) return 'sent_recently'
  const subscriberId = known ? await askAgain(tx, known.id, ask) : await newSubscriber(tx, ask)
  if (!subscriberId) return 'over_budget'
  await tx`
    insert into consent_events (subscriber_id, event, basis, wording_version, source)
    values (${subscriberId}, 'asked', 'consent', ${ask.wordingVersion}, ${ask.source})`
  await queueAccountEmail(tx, { to: ask.email, ...ask.confirmation })
  return 'asked'
}

/** A new unconfirmed subscriber, or null when this hour's budget of them is spent. */
async function newSubscriber(tx: Queryable, ask: PreparedAsk): Promise<string | null> {
  // One at a time, so concurrent asks cannot each find room for themselves.
  await tx`select pg_advisory_xact_lock(hashtext('subscribers unconfirmed budget'))`
  const [counted] = await tx<{ count: number }[]>`
    select count(*)::int as count from subscribers where status = 'unconfirmed' and created_at > now() - interval '1 hour'`
  if (counted!.count >= ask.unconfirmedPerHour) return null
  const [created] = await tx<{ id: string }[]>`
    insert into subscribers (email, email_hash, name, status, confirm_token_hash, confirm_expires_at, confirmation_sent_at)
    values (${ask.email}, ${ask.emailHash}, ${ask.name}, 'unconfirmed', ${ask.tokenHash}, now() + make_interval(days => ${CONFIRM_DAYS}), now())
    returning id`
  return created!.id
}

/** An address the site knows asks again: unconfirmed with a fresh token, whatever it was. */
async function askAgain(tx: Queryable, id: string, ask: PreparedAsk): Promise<string> {
  await tx`
    update subscribers
    set email = ${ask.email}, name = ${ask.name}, status = 'unconfirmed', confirm_token_hash = ${ask.tokenHash},
      confirm_expires_at = now() + make_interval(days => ${CONFIRM_DAYS}), confirmation_sent_at = now()
    where id = ${id}`
  return id
}
