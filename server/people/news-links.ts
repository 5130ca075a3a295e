import { env } from '../env.ts'
import { unsubscribeSignature } from './people-key.ts'

/** Where a person confirms they want the news: the token is single-use and expires. */
export const CONFIRM_PATH = '/news/confirm'
/** Where a person stops the news: a page with one button, and the one-click POST of RFC 8058. */
export const UNSUBSCRIBE_PATH = '/news/unsubscribe'

export const confirmUrl = (token: string) => `${env().SITE_URL}${CONFIRM_PATH}?${new URLSearchParams({ token })}`

/** The link in every news e-mail's body and its List-Unsubscribe header; it needs no sign-in and never expires. */
export async function unsubscribeUrl(subscriberId: string): Promise<string> {
  return `${env().SITE_URL}${UNSUBSCRIBE_PATH}?${new URLSearchParams({ id: subscriberId, sig: await unsubscribeSignature(subscriberId) })}`
}
