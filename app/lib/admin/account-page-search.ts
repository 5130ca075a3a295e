// What the search of the pages a single-use link opens, and of "Forgot your password?", may say.
// Only this goes with the routes' definitions on every page; the words are in account-pages.ts.

/** Why a link page refused the link: unknown (or mistyped), expired, or already used. */
export const LINK_REFUSALS = ['unknown', 'expired', 'used'] as const
export type LinkRefusalCode = (typeof LINK_REFUSALS)[number]

/** What a form posted without JavaScript came back to correct. */
const FIELD_ERRORS = ['name', 'password', 'common', 'personal', 'mismatch', 'taken'] as const
export type LinkFieldError = (typeof FIELD_ERRORS)[number]

export type LinkPageSearch = { token?: string; error?: LinkFieldError | LinkRefusalCode }

export function linkPageSearch(search: Record<string, unknown>): LinkPageSearch {
  const token = typeof search.token === 'string' && search.token.length <= 100 ? search.token : undefined
  const error = [...FIELD_ERRORS, ...LINK_REFUSALS].find((code) => code === search.error)
  return { ...(token ? { token } : {}), ...(error ? { error } : {}) }
}

const FORGOT_ERRORS = ['email', 'throttled'] as const
export type ForgotPasswordSearch = { sent?: true; error?: (typeof FORGOT_ERRORS)[number]; minutes?: number }

export function forgotPasswordSearch(search: Record<string, unknown>): ForgotPasswordSearch {
  const error = FORGOT_ERRORS.find((code) => code === search.error)
  const minutes = typeof search.minutes === 'number' && Number.isInteger(search.minutes) && search.minutes > 0 ? search.minutes : undefined
  return { ...(search.sent === true ? { sent: true } : {}), ...(error ? { error } : {}), ...(error === 'throttled' && minutes ? { minutes } : {}) }
}
