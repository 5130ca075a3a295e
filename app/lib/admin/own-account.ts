import * as v from 'valibot'
import { nameField, newPasswordField } from './administrators.ts'

/** Longer inputs only cost hashing time; no real password is this long. */
const PASSWORD_MAX_LENGTH = 1000

export const ownNameSchema = v.object({ name: nameField })

export const passwordChangeSchema = v.object({
  currentPassword: v.pipe(
    v.string('Please enter your current password'),
    v.minLength(1, 'Please enter your current password'),
    v.maxLength(PASSWORD_MAX_LENGTH, 'Your current password is not right.'),
  ),
  newPassword: newPasswordField,
  confirm: v.string('Please repeat the new password'),
})

/** Removing a factor or making new codes: the password, needed unless the admin signed in within five minutes. */
export const reauthenticationSchema = v.object({ password: v.optional(v.pipe(v.string(), v.maxLength(PASSWORD_MAX_LENGTH))) })

export const WRONG_CURRENT_PASSWORD = 'Your current password is not right.'
export const PASSWORDS_DIFFER = 'The two new passwords differ.'
/** What a factor change answers (403, on its `password` field) without a recent sign-in or the password. */
export const REAUTHENTICATE_MESSAGE = 'For your safety, please enter your password to confirm this change.'
/** For an administrator who joined with a passkey and has set no password since. */
export const NO_PASSWORD_YET =
  'You have no password yet. To confirm this change, sign out and sign in again with your passkey; to set a password, use “Forgot your password?” on the sign-in page.'

export function throttledPasswordMessage(minutes: number): string {
  return `Too many wrong passwords. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`
}
