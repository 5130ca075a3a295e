import { createPageCache } from './handler.ts'
import { watchSiteVersion } from './site-version.ts'

type Render = (request: Request) => Response | Promise<Response>
type Options = { enabled: boolean; maxBytes: number }

/** The page cache in front of the app (or the app itself when the cache is off), and a stop for its watch on the site version. */
export function pageCacheFor(render: Render, options: Options) {
  if (!options.enabled) return { fetch: (request: Request) => render(request), stop: async () => {} }
  const cache = createPageCache(render, options.maxBytes)
  return { fetch: cache, stop: watchSiteVersion() }
}

export type PageCache = ReturnType<typeof pageCacheFor>
