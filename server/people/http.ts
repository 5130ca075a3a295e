import { CONFIRM_PATH, UNSUBSCRIBE_PATH } from './news-links.ts'
import { BadRequest } from '../errors.ts'
import { seeOther } from '../http/responses.ts'
import { readFormBody, readFormFields } from '../http/request-body.ts'
import { confirmNews } from './news-confirming.ts'
import { isUnsubscribeLink, unsubscribe } from './unsubscribing.ts'

const FORM_BODY_LIMIT = 4 * 1024

/** The token of a confirmation link must not leave in a Referer from the page a 303 leads to. */
const NO_REFERRER = { 'Referrer-Policy': 'no-referrer' }

/** What RFC 8058 has a mail provider post to a List-Unsubscribe address when its reader asks to stop. */
const ONE_CLICK = 'One-Click'

export const FORGED_UNSUBSCRIBE_LINK = 'This unsubscribe link is not one of ours. Please use the link in the e-mail you received.'

/** POST /news/confirm: the button of the confirmation page; back to the page saying it is done, or why not. */
export async function confirmFormResponse(request: Request): Promise<Response> {
  const { token } = await readFormFields(request, FORM_BODY_LIMIT, ['token'])
  const outcome = await confirmNews(token)
  return seeOther(outcome === 'confirmed' ? `${CONFIRM_PATH}?done=true` : `${CONFIRM_PATH}?error=${outcome}`, NO_REFERRER)
}

/**
 * POST /news/unsubscribe?id=…&sig=…: unsubscribes at once, with no sign-in. A mail provider's
 * one-click post (RFC 8058) is answered 200 with a line of text; the page's button goes back to
 * the page saying it is done. A link the site did not make changes nothing.
 */
export async function unsubscribeResponse(request: Request): Promise<Response> {
  const url = new URL(request.url)
  const [id, signature] = [url.searchParams.get('id'), url.searchParams.get('sig')]
  const oneClick = (await readFormBody(request, FORM_BODY_LIMIT)).get('List-Unsubscribe') === ONE_CLICK
  if (!(await isUnsubscribeLink(id, signature))) {
    if (oneClick) throw new BadRequest(FORGED_UNSUBSCRIBE_LINK, 400, { sig: FORGED_UNSUBSCRIBE_LINK })
    return seeOther(`${UNSUBSCRIBE_PATH}?error=forged`)
  }
  await unsubscribe(id!, oneClick ? 'one-click unsubscribe' : 'unsubscribe page')
  if (oneClick)
    return new Response('You are unsubscribed.\n', { status: 200, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } })
  return seeOther(`${UNSUBSCRIBE_PATH}?done=true`)
}
