import type { Register } from '@tanstack/react-router'
import { createServerEntry, createStartHandler, defaultStreamHandler } from '@tanstack/react-start/server'
import type { ArrivalContext } from '../server/security/edge.ts'
import { type SiteOptions, startSite as startSiteWith } from '../server/process/site.ts'

export type { Site } from '../server/process/site.ts'

/** Start's own handler: what `vite dev` serves, and what the production site renders with behind its page cache. */
const app = createServerEntry<Register>({ fetch: createStartHandler(defaultStreamHandler) })

export default app

/**
 * The whole production site in this one bundle, so every module, and every piece of module
 * state (the pool, the site version, the configuration), exists once in the process.
 * server/main.ts only runs the process around it.
 */
export function startSite(options: SiteOptions) {
  return startSiteWith(async (request, identity) => app.fetch(request, { context: { identity } }), options)
}

export { EnvError } from '../server/env.ts'
export { runAdminCli } from '../server/admin-cli/run.ts'
export { explainStartFailure } from '../server/process/start-failure.ts'
export { runBackupCli, runRestoreCli } from '../server/backup/cli.ts'

declare module '@tanstack/react-router' {
  interface Register {
    server: { requestContext: ArrivalContext }
  }
}
