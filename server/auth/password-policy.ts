import { GUESSABLE_PASSWORD_MESSAGES, type GuessablePassword } from '../../app/lib/admin/password-rules.ts'
import commonPasswordsText from './common-passwords.txt' with { type: 'text' }
import { passwordProblem } from './password.ts'

/** What a password must not be, besides common: the account's e-mail (and the part before the @) and the church's name. */
export type PasswordContext = { email: string; churchName: string }

let commonPasswords: Set<string> | undefined

/** True for one of the 10,000 most common passwords of at least 12 characters (common-passwords.md), whatever its case. */
export function isCommonPassword(password: string): boolean {
  if (!commonPasswords) {
    commonPasswords = new Set(commonPasswordsText.split('\n').filter(Boolean))
    // Built without scripts/lib/text-imports.mjs, the import is the file's address: every password would pass.
    if (commonPasswords.size < 10_000) throw new Error('The list of common passwords did not load as text')
  }
  return commonPasswords.has(password.toLowerCase())
}

/** Letters and digits only, lower-cased: "St Mark's Church" and "stmarkschurch" are the same guess. */
const bare = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '')

function contextWords({ email, churchName }: PasswordContext): string[] {
  const address = email.trim().toLowerCase()
  return [address, address.split('@')[0] ?? '', churchName].map(bare).filter((word) => word.length > 0)
}

/** Why a password long enough is still too easy to guess, or null. */
export function guessablePassword(password: string, context: PasswordContext): GuessablePassword | null {
  if (isCommonPassword(password)) return 'common'
  const typed = bare(password)
  if (contextWords(context).includes(typed)) return 'personal'
  return null
}

/** Why a new password is refused (too short or long, too common, the e-mail or the church's name), or null when it is accepted. */
export function newPasswordProblem(password: string, context: PasswordContext): string | null {
  const lengthProblem = passwordProblem(password)
  if (lengthProblem) return lengthProblem
  const guessable = guessablePassword(password, context)
  return guessable ? GUESSABLE_PASSWORD_MESSAGES[guessable] : null
}
