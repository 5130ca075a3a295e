/** Why a sign-in posted without JavaScript came back to /admin (the `error` search parameter). */
export const LOGIN_ERROR_CODES = ['invalid', 'throttled', 'email', 'password'] as const
export type LoginErrorCode = (typeof LOGIN_ERROR_CODES)[number]
export type LoginSearch = { error?: LoginErrorCode; minutes?: number }

/** The same for an unknown e-mail and a wrong password, so the answer never says who has an account. */
export const INVALID_LOGIN_MESSAGE = 'Invalid email or password'
export const LOGIN_FAILED_MESSAGE = 'Login failed. Please try again.'

export function loginSearch(search: Record<string, unknown>): LoginSearch {
  const error = LOGIN_ERROR_CODES.find((code) => code === search.error)
  const minutes = typeof search.minutes === 'number' && Number.isInteger(search.minutes) && search.minutes > 0 ? search.minutes : undefined
  return { ...(error ? { error } : {}), ...(error === 'throttled' && minutes ? { minutes } : {}) }
}

export function throttledLoginMessage(minutes: number): string {
  return `Too many failed sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`
}

export function loginErrorMessage(search: LoginSearch): string | null {
  switch (search.error) {
    case 'invalid':
      return INVALID_LOGIN_MESSAGE
    case 'throttled':
      return throttledLoginMessage(search.minutes ?? 15)
    case 'email':
      return 'Please enter a valid email address'
    case 'password':
      return 'Password is required'
    default:
      return null
  }
}
