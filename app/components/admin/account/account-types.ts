/** GET /api/admin/account, as JSON. */
export type AccountSecurityState = {
  email: string
  name: string
  /** Until when a factor can be removed without typing the password again (ISO). */
  authenticatedUntil: string
  passkeys: { id: string; name: string; createdAt: string; lastUsedAt: string | null }[]
  factors: { passkeys: number; totp: boolean; recoveryCodes: number }
  requirement: { required: boolean; forcedByHost: boolean }
}

const dateTime = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', dateStyle: 'medium', timeStyle: 'short' })

export function shownTime(iso: string | null): string {
  return iso ? dateTime.format(new Date(iso)) : 'Never'
}

/**
 * GET /api/admin/account/sessions, one session: `id` is a public id, never the session's token;
 * `browser` describes the browser that first used it ("Firefox on Windows"), null if unknown.
 */
export type OwnSessionState = { id: string; browser: string | null; signedInAt: string; lastUsedAt: string; current: boolean }
