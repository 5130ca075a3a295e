import { sessionCookieName } from '../../server/auth/cookie.ts'
import { createSession } from '../../server/auth/session.ts'
import { insertTestAdmin } from './admins.ts'
import { startProductionServer } from './server.ts'

export type SignedInSite = { base: string; adminCookie: string; close: () => Promise<void> }

/**
 * The production build on this worker's database, with the environment as the test file left it
 * (its DATA_DIR, say), and the cookie of a signed-in administrator. It starts in about a second,
 * where `vite dev` (dev-site.ts) compiles the app on its first request.
 */
export async function startBuiltSite(): Promise<SignedInSite> {
  const server = await startProductionServer({})
  return { base: server.url, adminCookie: await newAdminCookie(), close: server.stop }
}

/** The session cookie of a new administrator, signed in on this worker's database over plain HTTP. */
export async function newAdminCookie(): Promise<string> {
  const { token } = await createSession(await insertTestAdmin())
  return `${sessionCookieName(false)}=${token}`
}
