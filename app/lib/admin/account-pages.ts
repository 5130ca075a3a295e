// The words of the pages a single-use link opens, and of "Forgot your password?". Their search is in account-page-search.ts.
import { LINK_REFUSALS, type LinkFieldError, type LinkPageSearch, type LinkRefusalCode } from './account-page-search.ts'
import { GUESSABLE_PASSWORD_MESSAGES } from './password-rules.ts'

export const isLinkRefusal = (code: string | undefined): code is LinkRefusalCode => LINK_REFUSALS.some((refusal) => refusal === code)

export const LINK_REFUSAL_MESSAGES: Record<LinkRefusalCode, string> = {
  unknown: 'This link is not valid. Check that you opened the whole link from the e-mail.',
  expired: 'This link has expired.',
  used: 'This link has already been used. Each link works once.',
}

export const LINK_FIELD_MESSAGES: Record<LinkFieldError, string> = {
  name: 'Please enter your name',
  password: 'The password must be at least 12 characters long.',
  ...GUESSABLE_PASSWORD_MESSAGES,
  mismatch: 'The two passwords differ.',
  taken: 'This e-mail already belongs to an administrator. Sign in instead.',
}

const NEW_PASSWORD_ERRORS: LinkFieldError[] = ['password', 'common', 'personal', 'mismatch']

/** What the new-password fields say about the error a link page came back with, if it is theirs. */
export function newPasswordError(error: LinkPageSearch['error']): string | undefined {
  return NEW_PASSWORD_ERRORS.find((code) => code === error) ? LINK_FIELD_MESSAGES[error as LinkFieldError] : undefined
}

/** The same words whether or not the address belongs to an administrator. */
export const RESET_LINK_SENT_MESSAGE =
  'If that address belongs to an administrator, a link to set a new password is on its way. It works once, for 30 minutes. Check your spam folder if it does not arrive.'

export function throttledResetMessage(minutes: number): string {
  return `Too many requests for a new password. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`
}
