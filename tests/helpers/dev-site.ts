import { createServer, type ViteDevServer } from 'vite'
import { newAdminCookie, type SignedInSite } from './built-site.ts'
import { freePort } from './server.ts'

export type DevSite = SignedInSite

/**
 * Start itself under `vite dev` on a free port (the same pipeline as production from the edge
 * rules on), with SITE_URL pointing at it, and the cookie of a signed-in administrator.
 */
export async function startDevSite(): Promise<DevSite> {
  const savedSiteUrl = process.env.SITE_URL
  const port = await freePort()
  const base = `http://127.0.0.1:${port}`
  process.env.SITE_URL = base
  const server: ViteDevServer = await createServer({
    configFile: 'vite.config.ts',
    logLevel: 'silent',
    server: { host: '127.0.0.1', port, strictPort: true, hmr: false, watch: null },
  })
  await server.listen()
  return {
    base,
    adminCookie: await newAdminCookie(),
    close: async () => {
      await server.close()
      if (savedSiteUrl === undefined) delete process.env.SITE_URL
      else process.env.SITE_URL = savedSiteUrl
    },
  }
}
