import { apiRequest } from '~/lib/site/api-request'

// The WebAuthn browser library is fetched only when a passkey button is pressed, so no page ships it up front.

/** Asks the server for a challenge at `optionsUrl`, then the browser for a passkey's signature over it. */
export async function passkeyAssertion(optionsUrl: string): Promise<unknown> {
  const optionsJSON = await apiRequest<Parameters<typeof import('@simplewebauthn/browser').startAuthentication>[0]['optionsJSON']>('POST', optionsUrl)
  const { startAuthentication } = await import('@simplewebauthn/browser')
  return startAuthentication({ optionsJSON })
}

/**
 * Creates a new passkey against a challenge from the server: by default for the signed-in admin,
 * or from `optionsUrl` with `payload` (an invitation's token).
 */
export async function newPasskeyCredential(optionsUrl = '/api/admin/account/passkey-options', payload?: unknown): Promise<unknown> {
  const optionsJSON = await apiRequest<Parameters<typeof import('@simplewebauthn/browser').startRegistration>[0]['optionsJSON']>('POST', optionsUrl, payload)
  const { startRegistration } = await import('@simplewebauthn/browser')
  return startRegistration({ optionsJSON })
}

/** The browser's words when the person cancels or no passkey answers, in the site's own. */
export function passkeyProblem(error: unknown, fallback: string): string {
  if (error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError')) return 'No passkey was used. Please try again.'
  if (error instanceof Error && error.name === 'InvalidStateError') return 'This passkey is already registered on your account.'
  return fallback
}

/** Sends a signed assertion to `url`; answers where to go next, or throws with the server's message. */
export async function sendAssertion(url: string, response: unknown): Promise<string> {
  const result = await apiRequest<{ next?: string }>('POST', url, { response })
  return result.next ?? '/admin/dashboard'
}
