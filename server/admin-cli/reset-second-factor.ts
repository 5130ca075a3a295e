import process from 'node:process'
import { resetSecondFactor } from '../account/security.ts'
import { env } from '../env.ts'
import { openSiteDatabase } from './site-database.ts'

/**
 * `admin reset-2fa --email …`: for an administrator who lost every passkey and their phone. Removes
 * their passkeys, authenticator app and recovery codes and ends their sessions; they sign in with
 * their password and, if the church requires it, set up a new one straight away.
 */
export async function resetSecondFactorCommand(email: string | undefined, usage: string): Promise<void> {
  if (!email) {
    console.error(`Please give the administrator's e-mail with --email.\n${usage}`)
    process.exit(1)
  }
  const config = env()
  const database = await openSiteDatabase(config)
  const reset = await resetSecondFactor(email).finally(() => database.stop())
  const who = email.trim().toLowerCase()
  if (!reset) {
    console.error(`There is no administrator with the e-mail ${who}.`)
    process.exit(1)
  }
  const app = reset.totp ? ' and the authenticator app' : ''
  console.log(`Removed ${reset.passkeys} passkey(s)${app} of ${who} and ended ${reset.endedSessions} session(s). They can now sign in with their password.`)
}
