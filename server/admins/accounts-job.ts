import type { BackgroundJob } from '../background-job.ts'
import { adminCount } from '../auth/accounts.ts'
import { deleteExpiredPendingSignIns } from '../auth/pending-sign-in.ts'
import { pruneAdminLinks } from './links.ts'
import { deleteExpiredSessions } from '../auth/session.ts'
import { deleteExpiredChallenges } from '../second-factor/webauthn-challenges.ts'

const HOUR_MS = 60 * 60 * 1000

const FIRST_ADMIN_HINT = [
  'No administrator account exists yet. Create the first one with:',
  '  npm run admin:create -- --email you@example.org',
  '(it asks for a password of at least 12 characters; in Docker: deno run -A server/main.ts admin create --email you@example.org)',
].join('\n')

/** On a first start with no administrator, says how to create one. */
export async function logFirstAdminHint(log: (text: string) => void = console.log): Promise<boolean> {
  if ((await adminCount()) > 0) return false
  log(`${new Date().toISOString()} ${FIRST_ADMIN_HINT}`)
  return true
}

/** Checks for an administrator once at start, then removes ended sessions and spent links every hour. */
export const adminAccountsJob: BackgroundJob = {
  name: 'administrator check and session and link cleanup',
  start: () => {
    logFirstAdminHint().catch((error: unknown) => console.error('Checking for an administrator failed', error))
    const timer = setInterval(() => {
      deleteExpiredSessions().catch((error: unknown) => console.error('Removing ended sessions failed', error))
      deleteExpiredChallenges().catch((error: unknown) => console.error('Removing expired passkey challenges failed', error))
      deleteExpiredPendingSignIns().catch((error: unknown) => console.error('Removing expired pending sign-ins failed', error))
      pruneAdminLinks().catch((error: unknown) => console.error('Removing old invitation and password links failed', error))
    }, HOUR_MS)
    return () => clearInterval(timer)
  },
}
