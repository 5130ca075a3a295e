import * as v from 'valibot'
import { INVALID_FORM_ERROR } from '../../app/lib/forms/form-failure.ts'
import { FORMS, type FormType } from '../../app/lib/forms/forms.ts'
import { type FieldErrors, fieldErrors } from '../../app/lib/forms/validation.ts'
import { renderFormEmail } from '../../emails/render.tsx'
import { publishedContent } from '../content/published.ts'
import { env } from '../env.ts'
import { addressBucket, hitRateLimit } from '../security/rate-limit.ts'
import { rateLimitGroup } from '../security/ip-address.ts'
import { DATABASE_TIMEOUT_MS, DatabaseTimeout } from '../../db/timeout.ts'
import { readSubmissionId, SUBMISSION_ID_FIELD } from '../../app/lib/forms/submission-id.ts'
import type { Challenge } from 'altcha-lib'
import { submissionFingerprints } from './fingerprints.ts'
import { FloodWatch } from './flood-watch.ts'
import { countThisHour } from './hourly-tally.ts'
import { acceptFormProof, newFormChallenge } from './proof-of-work.ts'
import { storeHeldApart, storeSubmission, submissionKey } from './store.ts'
import type { FormSubmission } from '../../app/lib/forms/form-submission.ts'
import { NEWS_WORDING_OUT_OF_DATE } from '../../app/lib/people/news-choice.ts'
import { sql } from '../../db/client.ts'
import { isNewsWording, type NewsAsk, type NewsSource, prepareNewsAsk } from '../people/news-asking.ts'
import { complaintAlongside } from '../complaints/submission.ts'

export type SubmitOutcome =
  | { kind: 'accepted'; message: string }
  | { kind: 'invalid'; error: string; details?: FieldErrors }
  | { kind: 'rate_limited'; error: string; retryAfterSeconds: number }
  | { kind: 'unavailable'; error: string }
  /** During a flood, a browser's post without a proof of work: it is asked for one, and nothing is stored. */
  | { kind: 'proof_needed'; error: string; challenge: Challenge }
  /** During a flood, a post without JavaScript: kept apart, and the visitor asked to e-mail or phone. */
  | { kind: 'busy'; error: string }

export type FormSettings = {
  rateLimit: number
  rateWindowSeconds: number
  /** The most submissions kept apart from the inbox (decision 056). */
  heldApartLimit: number
  /** How many copies of one text, or of one set of links, reach the inbox in a day; later ones are kept apart. */
  repeatsPerDay: number
  fallbackRecipient?: string
  /** The watch that tells a flood; this process's own when absent. */
  floodWatch?: FloodWatch
}

/** Whether the sender can answer a proof of work: the browser's script can, a plain form post cannot. */
export type Sender = { address: string; canProve: boolean }

export function formSettingsFromEnv(): FormSettings {
  const config = env()
  return {
    rateLimit: config.FORM_RATE_LIMIT,
    rateWindowSeconds: config.FORM_RATE_WINDOW_SECONDS,
    heldApartLimit: config.FORM_HELD_APART_LIMIT,
    repeatsPerDay: config.FORM_REPEATS_PER_DAY,
    fallbackRecipient: config.NOTIFY_EMAIL_FALLBACK,
  }
}

function unavailableError(formType: FormType): string {
  return `Sorry, we could not receive your ${FORMS[formType].submissionNoun} just now because our system is having a problem. Nothing was sent. Please try again in a few minutes.`
}

/** What a visitor without JavaScript is told during a flood: the form is busy, and how else to reach the church. */
export function formsBusyError(submissionNoun: string, church: { email: string; phone: string }): string {
  return `Sorry, this form is busy just now: the website is receiving an unusually large number of messages, so we cannot pass on your ${submissionNoun} straight away. Please e-mail us at ${church.email} or phone ${church.phone}.`
}

let floodWatch: FloodWatch | undefined

/** The one watch of this process's form posts, with the thresholds set for the site. */
function theFloodWatch(): FloodWatch {
  const config = env()
  floodWatch ??= new FloodWatch({ postsPerMinute: config.FORM_FLOOD_POSTS_PER_MINUTE, addressesPerMinute: config.FORM_FLOOD_ADDRESSES_PER_MINUTE })
  return floodWatch
}

/** Whether the forms are asking for proofs of work now, for the dashboard. */
export const floodIsOn = () => theFloodWatch().isOn()

const OUT_OF_DATE_FORM_ERROR = 'This form is out of date. Please reload the page and send it again.'

function rateLimitedError(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60))
  return `You have sent several forms in a short time. To protect against spam, please wait ${minutes} ${minutes === 1 ? 'minute' : 'minutes'} and try again.`
}

/** A filled spam trap: people never see the field, so only robots fill it in. */
function isTrapFilled(value: unknown): boolean {
  if (value === undefined || value === null || value === false) return false
  return typeof value !== 'string' || value.trim() !== ''
}

const NEWS_SOURCES: Partial<Record<FormType, NewsSource>> = { stay_in_touch: 'stay_in_touch form', contact: 'contact form' }

/** The ask for the news a submission makes when its news choice is ticked (decision 059). */
function newsAskOf(formType: FormType, fields: Record<string, unknown>): NewsAsk | null {
  const source = NEWS_SOURCES[formType]
  if (!source || fields.newsByEmail !== true) return null
  return { email: String(fields.email), name: String(fields.name ?? ''), wordingVersion: Number(fields.newsWording || Number.NaN), source }
}

/**
 * The one path every submission takes, with or without JavaScript: the flood watch, the rate limit
 * per address, spam trap, validation, during a flood a proof of work (decision 056), then the
 * submission and its e-mail stored together before success; copies of one text sent again and
 * again, and the trap's catch, are kept apart from the inbox instead.
 * A database that is down or does not answer within DATABASE_TIMEOUT_MS gets the visitor a 503
 * to try again, and then nothing is stored; the retry, with the same submission id, is stored once.
 */
export async function submitForm(formType: FormType, input: Record<string, unknown>, sender: Sender, settings = formSettingsFromEnv()): Promise<SubmitOutcome> {
  const deadline = Date.now() + DATABASE_TIMEOUT_MS
  try {
    return await processSubmission(formType, input, sender, settings, deadline)
  } catch (error) {
    console.error(`A ${formType} form submission could not be stored`, error)
    return { kind: 'unavailable', error: unavailableError(formType) }
  }
}

/** What is left of the request's time for the database; none left is a timeout. */
function timeLeft(deadline: number): number {
  const ms = deadline - Date.now()
  if (ms <= 0) throw new DatabaseTimeout(DATABASE_TIMEOUT_MS)
  return ms
}

async function processSubmission(
  formType: FormType,
  input: Record<string, unknown>,
  sender: Sender,
  settings: FormSettings,
  deadline: number,
): Promise<SubmitOutcome> {
  const flood = (settings.floodWatch ?? theFloodWatch()).notePost(rateLimitGroup(sender.address))
  const limit = await hitRateLimit(addressBucket('forms', sender.address), settings.rateLimit, settings.rateWindowSeconds)
  if (!limit.allowed) return { kind: 'rate_limited', error: rateLimitedError(limit.retryAfterSeconds), retryAfterSeconds: limit.retryAfterSeconds }

  const { proof, ...fields } = input
  const accepted = { kind: 'accepted', message: FORMS[formType].successText } as const
  if (isTrapFilled(fields.website)) {
    // A robot learns nothing: its post is answered as any other, and kept apart.
    await storeHeldApart(formType, fields, 'trap', settings.heldApartLimit, { timeoutMs: timeLeft(deadline) })
    return accepted
  }

  const submissionId = readSubmissionId(fields[SUBMISSION_ID_FIELD])
  if (submissionId === false) return { kind: 'invalid', error: OUT_OF_DATE_FORM_ERROR }

  const parsed = v.safeParse(await FORMS[formType].schema(), fields)
  if (!parsed.success) return { kind: 'invalid', error: INVALID_FORM_ERROR, details: fieldErrors(parsed.issues) }
  const news = newsAskOf(formType, parsed.output)
  if (news && !(await isNewsWording(sql(timeLeft(deadline)), news.wordingVersion))) {
    return { kind: 'invalid', error: INVALID_FORM_ERROR, details: { newsWording: NEWS_WORDING_OUT_OF_DATE } }
  }

  const key = submissionKey(formType, submissionId, parsed.output)
  const fingerprints = submissionFingerprints(parsed.output)
  const storing = () => ({ fingerprints, timeoutMs: timeLeft(deadline) })
  if (flood && !(await acceptFormProof(proof))) {
    // Both are told how else to reach the church: a browser that cannot give the proof shows this answer.
    const busy = formsBusyError(FORMS[formType].submissionNoun, (await publishedContent()).church)
    if (sender.canProve) {
      await countThisHour('challenged')
      return { kind: 'proof_needed', error: busy, challenge: await newFormChallenge() }
    }
    await storeHeldApart(formType, parsed.output, 'busy', settings.heldApartLimit, storing())
    await countThisHour('refused')
    return { kind: 'busy', error: busy }
  }
  const { church } = await publishedContent()
  const submission = { formType, fields: parsed.output } as FormSubmission
  const alongside = submission.formType === 'complaint' ? await complaintAlongside(submission.fields, church) : undefined
  if (alongside === 'full') return { kind: 'busy', error: formsBusyError(FORMS[formType].submissionNoun, church) }
  const [email, newsAsk] = await Promise.all([renderFormEmail(submission, church.name), news ? prepareNewsAsk(news, church.name) : undefined])
  const stored = await storeSubmission(submission, email, settings.fallbackRecipient, {
    ...storing(),
    key,
    repeatsPerDay: settings.repeatsPerDay,
    alongside: alongside ?? newsAsk,
  })
  if ('repeated' in stored) await storeHeldApart(formType, parsed.output, 'repeated', settings.heldApartLimit, storing())
  return accepted
}
