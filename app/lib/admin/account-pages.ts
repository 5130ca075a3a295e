// The pages a single-use link opens, and "Forgot your password?": what their search may say, and their words.

/** Why a link page refused the link: unknown (or mistyped), expired, or already used. */
export const LINK_REFUSALS = ['unknown', 'expired', 'used'] as const
export type LinkRefusalCode = (typeof LINK_REFUSALS)[number]

/** What a form posted without JavaScript came back to correct. */
const FIELD_ERRORS = ['name', 'password', 'mismatch', 'taken'] as const
export type LinkFieldError = (typeof FIELD_ERRORS)[number]

export type LinkPageSearch = { token?: string; error?: LinkFieldError | LinkRefusalCode }

export function linkPageSearch(search: Record<string, unknown>): LinkPageSearch {
  const token = typeof search.token === 'string' && search.token.length <= 100 ? search.token : undefined
  const error = [...FIELD_ERRORS, ...LINK_REFUSALS].find((code) => code === search.error)
  return { ...(token ? { token } : {}), ...(error ? { error } : {}) }
}

export const isLinkRefusal = (code: string | undefined): code is LinkRefusalCode => LINK_REFUSALS.some((refusal) => refusal === code)

export const LINK_REFUSAL_MESSAGES: Record<LinkRefusalCode, string> = {
  unknown: 'This link is not valid. Check that you opened the whole link from the e-mail.',
  expired: 'This link has expired.',
  used: 'This link has already been used. Each link works once.',
}

export const LINK_FIELD_MESSAGES: Record<LinkFieldError, string> = {
  name: 'Please enter your name',
  password: 'The password must be at least 12 characters long.',
  mismatch: 'The two passwords differ.',
  taken: 'This e-mail already belongs to an administrator. Sign in instead.',
}

const FORGOT_ERRORS = ['email', 'throttled'] as const
export type ForgotPasswordSearch = { sent?: true; error?: (typeof FORGOT_ERRORS)[number]; minutes?: number }

export function forgotPasswordSearch(search: Record<string, unknown>): ForgotPasswordSearch {
  const error = FORGOT_ERRORS.find((code) => code === search.error)
  const minutes = typeof search.minutes === 'number' && Number.isInteger(search.minutes) && search.minutes > 0 ? search.minutes : undefined
  return { ...(search.sent === true ? { sent: true } : {}), ...(error ? { error } : {}), ...(error === 'throttled' && minutes ? { minutes } : {}) }
}

/** The same words whether or not the address belongs to an administrator. */
export const RESET_LINK_SENT_MESSAGE =
  'If that address belongs to an administrator, a link to set a new password is on its way. It works once, for 30 minutes. Check your spam folder if it does not arrive.'

export function throttledResetMessage(minutes: number): string {
  return `Too many requests for a new password. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`
}
