import { createPageCache, type Render } from './handler.ts'
import { watchSiteVersion } from './site-version.ts'
import type { RequestIdentity } from '../security/edge.ts'

type Options = { enabled: boolean; maxBytes: number }

/** The page cache in front of the app (or the app itself when the cache is off), and a stop for its watch on the site version. */
export function pageCacheFor(render: Render, options: Options) {
  if (!options.enabled) return { fetch: (request: Request, _url: URL, identity: RequestIdentity) => render(request, identity), stop: async () => {} }
  return { fetch: createPageCache(render, options.maxBytes), stop: watchSiteVersion() }
}

export type PageCache = ReturnType<typeof pageCacheFor>
