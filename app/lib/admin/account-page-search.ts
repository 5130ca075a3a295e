// What the search of the pages a single-use link opens, and of "Forgot your password?", may say.
// Only this goes with the routes' definitions on every page; the words are in account-pages.ts.

/** Why a link page refused the link: unknown (or mistyped), expired, or already used. */
export const LINK_REFUSALS = ['unknown', 'expired', 'used'] as const
export type LinkRefusalCode = (typeof LINK_REFUSALS)[number]

/** What a form posted without JavaScript came back to correct. */
const FIELD_ERRORS = ['name', 'password', 'common', 'personal', 'mismatch', 'taken'] as const
export type LinkFieldError = (typeof FIELD_ERRORS)[number]

/** The longest name an administrator may have. */
export const NAME_MAX_LENGTH = 100

/** `name`: the name the invitation's form was sent with, given back with the field to correct so it need not be typed again. */
export type LinkPageSearch = { token?: string; error?: LinkFieldError | LinkRefusalCode; name?: string }

/** The search reads a value that looks like a number or `true` as one, which a name may be. */
function typedName(value: unknown): string | undefined {
  const name = typeof value === 'number' || typeof value === 'boolean' ? String(value) : value
  return typeof name === 'string' && name.length <= NAME_MAX_LENGTH ? name : undefined
}

export function linkPageSearch(search: Record<string, unknown>): LinkPageSearch {
  const token = typeof search.token === 'string' && search.token.length <= 100 ? search.token : undefined
  const error = [...FIELD_ERRORS, ...LINK_REFUSALS].find((code) => code === search.error)
  const name = token && error ? typedName(search.name) : undefined
  return { ...(token ? { token } : {}), ...(error ? { error } : {}), ...(name ? { name } : {}) }
}

const FORGOT_ERRORS = ['email', 'throttled'] as const
export type ForgotPasswordSearch = { sent?: true; error?: (typeof FORGOT_ERRORS)[number]; minutes?: number }

export function forgotPasswordSearch(search: Record<string, unknown>): ForgotPasswordSearch {
  const error = FORGOT_ERRORS.find((code) => code === search.error)
  const minutes = typeof search.minutes === 'number' && Number.isInteger(search.minutes) && search.minutes > 0 ? search.minutes : undefined
  return { ...(search.sent === true ? { sent: true } : {}), ...(error ? { error } : {}), ...(error === 'throttled' && minutes ? { minutes } : {}) }
}
