import { setResponseHeader, setResponseStatus } from '@tanstack/react-start/server'
import * as v from 'valibot'
import { INVALID_FORM_ERROR } from '../../../app/lib/forms/form-failure.ts'
import { fieldErrors } from '../../../app/lib/forms/validation.ts'
import { detailsChangeSchema, formValues, onlineDeclarationSchema } from '../../../app/lib/giving/declaration-form.ts'
import type { DeclarationFormRefusal, GiftAidPageContext } from '../../../app/lib/giving/outcome.ts'
import { BadRequest, TooManyRequests, Unavailable } from '../../errors.ts'
import { formSettingsFromEnv } from '../../forms/submit.ts'
import { clientAddress, json, seeOther } from '../../http/responses.ts'
import { readFormBody, readJsonBody } from '../../http/request-body.ts'
import { unstorableFormFields } from '../../http/storable-text.ts'
import { addressBucket, hitRateLimit } from '../../security/rate-limit.ts'
import { cancelDeclaration, changeDetails, DeclarationChangeRefused } from './changing.ts'
import { declareOnline } from './declaring.ts'
import { DECLARATION_PAGE_PATH } from './links.ts'
import { manageTokenHash } from './manage-token.ts'

const BODY_LIMIT = 16 * 1024
const OUT_OF_DATE = 'This form is out of date. Please reload the page and send it again.'
const UNAVAILABLE =
  'Sorry, we could not receive your declaration just now because our system is having a problem. Nothing was stored. Please try again in a few minutes.'
const BUSY = 'Sorry, we cannot take more declarations online today. Please try again tomorrow, or fill in the paper form.'
const NO_REFERRER = { 'Referrer-Policy': 'no-referrer' }

type Declared =
  | { kind: 'accepted'; givingReference: string; token: string }
  | { kind: 'invalid'; details: Record<string, string> }
  | { kind: 'rate_limited'; error: string; retryAfterSeconds: number }
  | { kind: 'unavailable' | 'busy'; error: string }

function rateLimitedError(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60))
  return `You have sent several forms in a short time. To protect against spam, please wait ${minutes} ${minutes === 1 ? 'minute' : 'minutes'} and try again.`
}

/** The one path of a declaration, from the page or the API: the forms' per-address limit, the schema, then the store. */
async function declare(values: Record<string, unknown>, address: string): Promise<Declared> {
  try {
    const settings = formSettingsFromEnv()
    const limit = await hitRateLimit(addressBucket('forms', address), settings.rateLimit, settings.rateWindowSeconds)
    if (!limit.allowed) return { kind: 'rate_limited', error: rateLimitedError(limit.retryAfterSeconds), retryAfterSeconds: limit.retryAfterSeconds }
    const parsed = v.safeParse(onlineDeclarationSchema, values)
    if (!parsed.success) return { kind: 'invalid', details: fieldErrors(parsed.issues) }
    const declared = await declareOnline(parsed.output)
    if (declared === 'wording_out_of_date') return { kind: 'invalid', details: { wordingVersion: OUT_OF_DATE } }
    if (declared === 'busy') return { kind: 'busy', error: BUSY }
    return { kind: 'accepted', ...declared }
  } catch (error) {
    console.error('A Gift Aid declaration could not be stored', error)
    return { kind: 'unavailable', error: UNAVAILABLE }
  }
}

/** POST /api/gift-aid/declarations: a JSON declaration in, its giving reference out (the private link goes only by e-mail). */
export async function handleDeclareApi(request: Request): Promise<Response> {
  const declared = await declare(await readJsonBody(request, BODY_LIMIT), clientAddress(request))
  switch (declared.kind) {
    case 'accepted':
      return json(
        { givingReference: declared.givingReference, message: 'Thank you: your declaration is made, and its written record is on its way by e-mail.' },
        { status: 201 },
      )
    case 'invalid':
      throw new BadRequest(INVALID_FORM_ERROR, 400, declared.details)
    case 'rate_limited':
      throw new TooManyRequests(declared.error, declared.retryAfterSeconds)
    default:
      throw new Unavailable(declared.error, '60')
  }
}

type NextHandler = <TContext>(options: { context: TContext }) => { isNext: true; context: TContext }

/** The page rendered again in place with the refusal, its values kept; nothing is stored for it. */
function renderInPlace(next: NextHandler, refusal: DeclarationFormRefusal, status: number, retryAfter?: string) {
  setResponseStatus(status)
  setResponseHeader('Cache-Control', 'private, no-store')
  if (retryAfter) setResponseHeader('Retry-After', retryAfter)
  const context: GiftAidPageContext = { giftAidRefusal: refusal }
  return next({ context })
}

const declarationPage = (token: string, done: string) => `${DECLARATION_PAGE_PATH}?${new URLSearchParams({ token, done })}`

/** POST /gift-aid without JavaScript: to the giver's own page saying it is done, or the form again with what to correct. */
export async function declarePagePost({ request, next }: { request: Request; next: NextHandler }) {
  const form = await readFormBody(request, BODY_LIMIT)
  const unstorable = unstorableFormFields(form)
  const values = formValues(form)
  if (Object.keys(unstorable).length > 0) return renderInPlace(next, { error: INVALID_FORM_ERROR, details: unstorable, values: {} }, 400)
  const declared = await declare(values, clientAddress(request))
  switch (declared.kind) {
    case 'accepted':
      return seeOther(declarationPage(declared.token, 'declared'), NO_REFERRER)
    case 'invalid':
      return renderInPlace(next, { error: INVALID_FORM_ERROR, details: declared.details, values }, 400)
    case 'rate_limited':
      return renderInPlace(next, { error: declared.error, details: {}, values }, 429, String(declared.retryAfterSeconds))
    default:
      return renderInPlace(next, { error: declared.error, details: {}, values }, 503, '60')
  }
}

/** POST /gift-aid/declaration?token=…: the giver cancels, or changes their name or address from today. */
export async function declarationPagePost({ request, next }: { request: Request; next: NextHandler }) {
  const form = await readFormBody(request, BODY_LIMIT)
  const token = form.get('token') ?? ''
  const tokenHash = manageTokenHash(token)
  const unstorable = unstorableFormFields(form)
  const values = formValues(form)
  if (!tokenHash)
    return renderInPlace(next, { error: 'This link is not one of ours. Please open the whole link from your e-mail.', details: {}, values: {} }, 404)
  if (Object.keys(unstorable).length > 0) return renderInPlace(next, { error: INVALID_FORM_ERROR, details: unstorable, values: {} }, 400)
  try {
    if (form.get('action') === 'cancel') {
      const cancelled = await cancelDeclaration({ tokenHash }, { by: 'giver' })
      return cancelled ? seeOther(declarationPage(token, 'cancelled'), NO_REFERRER) : seeOther(declarationPage(token, 'unknown'), NO_REFERRER)
    }
    const parsed = v.safeParse(detailsChangeSchema, values)
    if (!parsed.success) return renderInPlace(next, { error: INVALID_FORM_ERROR, details: fieldErrors(parsed.issues), values }, 400)
    const changed = await changeDetails({ tokenHash }, parsed.output, { by: 'giver' })
    return seeOther(declarationPage(token, changed ? 'changed' : 'unknown'), NO_REFERRER)
  } catch (error) {
    if (error instanceof DeclarationChangeRefused) return renderInPlace(next, { error: error.message, details: {}, values }, error.status)
    console.error('A change to a Gift Aid declaration could not be stored', error)
    return renderInPlace(next, { error: UNAVAILABLE.replace('your declaration', 'your change'), details: {}, values }, 503, '60')
  }
}
