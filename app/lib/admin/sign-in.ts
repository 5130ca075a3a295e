import type { SignInSearch } from './sign-in-search.ts'

/** The same for an unknown e-mail and a wrong password, so the answer never says who has an account. */
export const INVALID_SIGN_IN_MESSAGE = 'Invalid email or password'
export const SIGN_IN_FAILED_MESSAGE = 'Login failed. Please try again.'

export const SIGN_IN_EXPIRED_MESSAGE = 'Your sign-in took too long or was already used. Please sign in again.'

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
    case 'expired':
      return SIGN_IN_EXPIRED_MESSAGE
    default:
      return null
  }
}
