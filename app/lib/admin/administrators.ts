import * as v from 'valibot'
import { NAME_MAX_LENGTH } from './account-page-search.ts'
import { webauthnResponse } from './second-factor.ts'

export { NAME_MAX_LENGTH }

/** One administrator as the dashboard lists them; times are ISO strings. */
export type AdministratorSummary = {
  id: string
  name: string
  email: string
  createdAt: string
  lastSignedInAt: string | null
  /** How they can sign in: their password (with the authenticator app when they have one), and their passkeys. */
  signInMethods: string[]
  isYou: boolean
}

/** An invitation not yet accepted or withdrawn. */
export type InvitationSummary = { id: string; email: string; invitedBy: string | null; sentAt: string; expiresAt: string; expired: boolean }

export type AdministratorsOverview = { administrators: AdministratorSummary[]; invitations: InvitationSummary[] }

export const LAST_ADMINISTRATOR_MESSAGE = 'The last administrator cannot be removed. Invite someone else first.'

const emailField = v.pipe(
  v.string('Please enter a valid email address'),
  v.trim(),
  v.toLowerCase(),
  v.email('Please enter a valid email address'),
  v.maxLength(254, 'Please enter a valid email address'),
)

export const invitationSchema = v.object({ email: emailField })
export const forgotPasswordSchema = v.object({ email: emailField })

export const nameField = v.pipe(
  v.string('Please enter your name'),
  v.trim(),
  v.minLength(1, 'Please enter your name'),
  v.maxLength(NAME_MAX_LENGTH, 'The name is too long'),
  v.regex(/^\P{Cc}*$/u, 'The name cannot hold control characters such as tabs or line breaks'),
)
export const newPasswordField = v.pipe(
  v.string('Please choose a password'),
  v.minLength(12, 'The password must be at least 12 characters long.'),
  v.maxLength(1000, 'The password must be at most 1000 characters long.'),
)

export const acceptInvitationSchema = v.object({ token: v.string(), name: nameField, password: newPasswordField, confirm: v.string() })
const invitationToken = v.pipe(v.string(), v.maxLength(200))
export const invitationPasskeyOptionsSchema = v.object({ token: invitationToken })
export const acceptInvitationWithPasskeySchema = v.object({ token: invitationToken, name: nameField, response: webauthnResponse })
export const resetPasswordSchema = v.object({ token: v.string(), password: newPasswordField, confirm: v.string() })
