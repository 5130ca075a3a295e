import { setResponseHeader, setResponseStatus } from '@tanstack/react-start/server'
import { INVALID_FORM_ERROR } from '../../app/lib/forms/form-failure.ts'
import { FORM_RESULT_PARAM, type FormOutcome, type FormPageServerContext, formAnchor } from '../../app/lib/forms/form-outcome.ts'
import { FORMS, type FormType } from '../../app/lib/forms/forms.ts'
import { BadRequest, TooManyRequests, Unavailable } from '../errors.ts'
import { clientAddress, json, seeOther } from '../http/responses.ts'
import { readFormBody, readJsonBody } from '../http/request-body.ts'
import { isStorableText, unstorableFormFields } from '../http/storable-text.ts'
import { flashCookie, flashTokenFor, PRIVATE_OUTCOME, saveFlash } from './flash.ts'
import { valuesFromFormData } from './form-data.ts'
import { formSettingsFromEnv, submitForm, type FormSettings, type SubmitOutcome } from './submit.ts'

const BODY_LIMIT = 64 * 1024

const UNAVAILABLE_RETRY_AFTER = '10'

const STATUS: Record<SubmitOutcome['kind'], number> = { accepted: 201, invalid: 400, rate_limited: 429, unavailable: 503, proof_needed: 428, busy: 503 }

/** When a visitor told that the forms are busy might try again: a flood's proofs of work are asked for ten minutes after it. */
const BUSY_RETRY_AFTER = '600'

function outcomeResponse(outcome: SubmitOutcome): Response {
  switch (outcome.kind) {
    case 'accepted':
      return json({ message: outcome.message }, { status: STATUS.accepted })
    case 'invalid':
      throw new BadRequest(outcome.error, 400, outcome.details)
    case 'rate_limited':
      throw new TooManyRequests(outcome.error, outcome.retryAfterSeconds)
    case 'unavailable':
      throw new Unavailable(outcome.error, UNAVAILABLE_RETRY_AFTER)
    case 'proof_needed':
      return json({ error: outcome.error, challenge: outcome.challenge }, { status: STATUS.proof_needed })
    case 'busy':
      throw new Unavailable(outcome.error, BUSY_RETRY_AFTER)
  }
}

/** The form's JSON body; fields whose text cannot be stored are refused in the form's own words, like any invalid field. */
async function readFormJson(request: Request): Promise<Record<string, unknown>> {
  try {
    return await readJsonBody(request, BODY_LIMIT)
  } catch (error) {
    if (error instanceof BadRequest && error.details) throw new BadRequest(INVALID_FORM_ERROR, error.status, error.details)
    throw error
  }
}

/** POST /api/<form>: a JSON body in, `{ message }` or `{ error, details? }` out. */
export async function handleFormApiRequest(formType: FormType, request: Request, settings: FormSettings = formSettingsFromEnv()): Promise<Response> {
  return outcomeResponse(await submitForm(formType, await readFormJson(request), { address: clientAddress(request), canProve: true }, settings))
}

/** The form without the values that cannot be stored, so the page can show the rest back. */
function withoutUnstorable(form: URLSearchParams): URLSearchParams {
  return new URLSearchParams([...form].filter(([name, value]) => isStorableText(name) && isStorableText(value)))
}

function pageOutcome(outcome: SubmitOutcome, values: Record<string, string | boolean>): FormOutcome {
  if (outcome.kind === 'accepted') return { status: 'success', message: outcome.message }
  const { website: _trap, ...kept } = values
  return { status: 'error', error: outcome.error, details: outcome.kind === 'invalid' ? outcome.details : undefined, values: kept }
}

type PagePostResult =
  /** A 303 back to the page, which reads the stored outcome. */
  | { response: Response }
  /**
   * The page renders the outcome in place instead, so no value is lost: when it could not be stored
   * (database down), or when nothing should be written for it (a refusal during a flood).
   */
  | { renderInPlace: FormOutcome; status: number; retryAfter?: string }

type NextHandler = <TContext>(options: { context: TContext }) => { isNext: true; context: TContext }

/** A form page's POST handler: a 303 to the page with the outcome, or the page rendered in place with it. */
export function formPagePostHandler(formType: FormType) {
  return async ({ request, next }: { request: Request; next: NextHandler }) => {
    const result = await handleFormPagePost(formType, request)
    if ('response' in result) return result.response
    setResponseStatus(result.status)
    setResponseHeader('Cache-Control', PRIVATE_OUTCOME)
    if (result.retryAfter) setResponseHeader('Retry-After', result.retryAfter)
    else if (result.status === STATUS.unavailable) setResponseHeader('Retry-After', UNAVAILABLE_RETRY_AFTER)
    const context: FormPageServerContext = { formOutcome: result.renderInPlace }
    return next({ context })
  }
}

/**
 * A form posted to its page without JavaScript. Same validation and storage as the JSON API,
 * then a 303 back to the page with the outcome. A post too large or not a form throws its 413 or 415.
 */
export async function handleFormPagePost(formType: FormType, request: Request, settings: FormSettings = formSettingsFromEnv()): Promise<PagePostResult> {
  const form = await readFormBody(request, BODY_LIMIT)
  const unstorable = unstorableFormFields(form)
  const values = valuesFromFormData(formType, Object.keys(unstorable).length > 0 ? withoutUnstorable(form) : form)
  const submitted: SubmitOutcome =
    Object.keys(unstorable).length > 0
      ? { kind: 'invalid', error: INVALID_FORM_ERROR, details: unstorable }
      : await submitForm(formType, values, { address: clientAddress(request), canProve: false }, settings)
  const outcome = pageOutcome(submitted, values)
  // Nothing is written for these: the page shows the outcome, with the values typed, in place. A flood's
  // posts past their address's limit would otherwise each write an outcome to read back.
  if (submitted.kind === 'unavailable') return { renderInPlace: outcome, status: STATUS.unavailable }
  if (submitted.kind === 'busy') return { renderInPlace: outcome, status: STATUS.busy, retryAfter: BUSY_RETRY_AFTER }
  if (submitted.kind === 'rate_limited') return { renderInPlace: outcome, status: STATUS.rate_limited, retryAfter: String(submitted.retryAfterSeconds) }
  const token = flashTokenFor(request)
  try {
    const id = await saveFlash(formType, token, outcome)
    // The fragment brings the form's section, with its result, into view.
    const location = `${FORMS[formType].page}?${FORM_RESULT_PARAM}=${id}#${formAnchor(formType)}`
    return { response: seeOther(location, { 'Set-Cookie': flashCookie(token) }) }
  } catch (error) {
    console.error('A form outcome could not be stored for the page', error)
    return { renderInPlace: outcome, status: submitted.kind === 'accepted' ? 200 : STATUS[submitted.kind] }
  }
}
