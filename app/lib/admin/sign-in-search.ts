// Apart from the messages (admin-sign-in.ts): /admin's route reads its search on every page, its messages only on /admin.

/** Why a sign-in posted without JavaScript came back to /admin (the `error` search parameter). */
const SIGN_IN_ERROR_CODES = ['invalid', 'throttled', 'email', 'password', 'expired'] as const
export type SignInErrorCode = (typeof SIGN_IN_ERROR_CODES)[number]
export type SignInSearch = { error?: SignInErrorCode; minutes?: number }

export function signInSearch(search: Record<string, unknown>): SignInSearch {
  const error = SIGN_IN_ERROR_CODES.find((code) => code === search.error)
  const minutes = typeof search.minutes === 'number' && Number.isInteger(search.minutes) && search.minutes > 0 ? search.minutes : undefined
  return { ...(error ? { error } : {}), ...(error === 'throttled' && minutes ? { minutes } : {}) }
}
