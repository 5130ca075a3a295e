// The words that refuse a new password the server finds too easy to guess (server/auth/password-policy.ts).

/** Why a long-enough password is still refused: among the most common ones, or the account's own e-mail or the church's name. */
export type GuessablePassword = 'common' | 'personal'

export const GUESSABLE_PASSWORD_MESSAGES: Record<GuessablePassword, string> = {
  common: 'This password is too common. Choose a longer one nobody would guess.',
  personal: "The password cannot be your e-mail address or the church's name. Choose one nobody would guess.",
}
