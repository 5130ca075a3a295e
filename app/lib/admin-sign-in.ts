/** Why a sign-in posted without JavaScript came back to /admin (the `error` search parameter). */
export const SIGN_IN_ERROR_CODES = ['invalid', 'throttled', 'email', 'password'] as const
export type SignInErrorCode = (typeof SIGN_IN_ERROR_CODES)[number]
export type SignInSearch = { error?: SignInErrorCode; minutes?: number }

/** The same for an unknown e-mail and a wrong password, so the answer never says who has an account. */
export const INVALID_SIGN_IN_MESSAGE = 'Invalid email or password'
export const SIGN_IN_FAILED_MESSAGE = 'Login failed. Please try again.'

export function signInSearch(search: Record<string, unknown>): SignInSearch {
  const error = SIGN_IN_ERROR_CODES.find((code) => code === search.error)
  const minutes = typeof search.minutes === 'number' && Number.isInteger(search.minutes) && search.minutes > 0 ? search.minutes : undefined
  return { ...(error ? { error } : {}), ...(error === 'throttled' && minutes ? { minutes } : {}) }
}

export function throttledSignInMessage(minutes: number): string {
  return `Too many failed sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`
}

export function signInErrorMessage(search: SignInSearch): string | null {
  switch (search.error) {
    case 'invalid':
      return INVALID_SIGN_IN_MESSAGE
    case 'throttled':
      return throttledSignInMessage(search.minutes ?? 15)
    case 'email':
      return 'Please enter a valid email address'
    case 'password':
      return 'Password is required'
    default:
      return null
  }
}
