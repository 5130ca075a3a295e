import * as v from 'valibot'
import { INVALID_FORM_ERROR } from '../../app/lib/forms/form-failure.ts'
import { FORMS, type FormType } from '../../app/lib/forms/forms.ts'
import { type FieldErrors, fieldErrors } from '../../app/lib/forms/validation.ts'
import { renderFormEmail } from '../../emails/render.tsx'
import { publishedContent } from '../content/published.ts'
import { env } from '../env.ts'
import { addressBucket, hitRateLimit } from '../security/rate-limit.ts'
import { DATABASE_TIMEOUT_MS, DatabaseTimeout } from '../../db/timeout.ts'
import { readSubmissionId, SUBMISSION_ID_FIELD } from '../../app/lib/forms/submission-id.ts'
import { ceilingReachedError, takeSubmissionSlot } from './ceiling.ts'
import { storeSpam, storeSubmission, submissionKey } from './store.ts'
import type { FormSubmission } from '../../app/lib/forms/form-submission.ts'

export type SubmitOutcome =
  | { kind: 'accepted'; message: string }
  | { kind: 'invalid'; error: string; details?: FieldErrors }
  | { kind: 'rate_limited'; error: string; retryAfterSeconds: number }
  | { kind: 'unavailable'; error: string }
  | { kind: 'ceiling_reached'; error: string; retryAfterSeconds: number }

export type FormSettings = {
  rateLimit: number
  rateWindowSeconds: number
  /** The site-wide ceiling on stored submissions per clock hour; FORM_SUBMISSIONS_PER_HOUR when absent. */
  submissionsPerHour?: number
  fallbackRecipient?: string
}

export function formSettingsFromEnv(): FormSettings {
  const config = env()
  return {
    rateLimit: config.FORM_RATE_LIMIT,
    rateWindowSeconds: config.FORM_RATE_WINDOW_SECONDS,
    submissionsPerHour: config.FORM_SUBMISSIONS_PER_HOUR,
    fallbackRecipient: config.NOTIFY_EMAIL_FALLBACK,
  }
}

function unavailableError(formType: FormType): string {
  return `Sorry, we could not receive your ${FORMS[formType].submissionNoun} just now because our system is having a problem. Nothing was sent. Please try again in a few minutes.`
}

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

/**
 * The one path every submission takes, with or without JavaScript: rate limit per address,
 * spam trap, validation, a place under the site's hourly ceiling, then the submission and its
 * e-mail stored together before success.
 * A database that is down or does not answer within DATABASE_TIMEOUT_MS gets the visitor a 503
 * to try again, and then nothing is stored; the retry, with the same submission id, is stored once.
 */
export async function submitForm(
  formType: FormType,
  input: Record<string, unknown>,
  clientAddress: string,
  settings = formSettingsFromEnv(),
): Promise<SubmitOutcome> {
  const deadline = Date.now() + DATABASE_TIMEOUT_MS
  try {
    return await processSubmission(formType, input, clientAddress, settings, deadline)
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
  clientAddress: string,
  settings: FormSettings,
  deadline: number,
): Promise<SubmitOutcome> {
  const limit = await hitRateLimit(addressBucket('forms', clientAddress), settings.rateLimit, settings.rateWindowSeconds)
  if (!limit.allowed) return { kind: 'rate_limited', error: rateLimitedError(limit.retryAfterSeconds), retryAfterSeconds: limit.retryAfterSeconds }

  const ceiling = settings.submissionsPerHour ?? env().FORM_SUBMISSIONS_PER_HOUR
  if (isTrapFilled(input.website)) {
    // A robot learns nothing from the ceiling: past it, its spam is answered alike and not stored.
    if ((await takeSubmissionSlot(ceiling)).taken) await storeSpam(formType, input, timeLeft(deadline))
    return { kind: 'accepted', message: FORMS[formType].successText }
  }

  const submissionId = readSubmissionId(input[SUBMISSION_ID_FIELD])
  if (submissionId === false) return { kind: 'invalid', error: OUT_OF_DATE_FORM_ERROR }

  const parsed = v.safeParse(await FORMS[formType].schema(), input)
  if (!parsed.success) return { kind: 'invalid', error: INVALID_FORM_ERROR, details: fieldErrors(parsed.issues) }

  const { church } = await publishedContent()
  const slot = await takeSubmissionSlot(ceiling)
  if (!slot.taken) {
    const retryAfterSeconds = Math.max(1, Math.ceil((slot.nextHour.getTime() - Date.now()) / 1000))
    return { kind: 'ceiling_reached', error: ceilingReachedError(FORMS[formType].submissionNoun, church, slot.nextHour), retryAfterSeconds }
  }
  const submission = { formType, fields: parsed.output } as FormSubmission
  const email = await renderFormEmail(submission, church.name)
  const key = submissionKey(formType, submissionId, parsed.output)
  await storeSubmission(submission, email, settings.fallbackRecipient, { key, timeoutMs: timeLeft(deadline) })
  return { kind: 'accepted', message: FORMS[formType].successText }
}
