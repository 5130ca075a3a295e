import { existsSync } from 'node:fs'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { serve, type ServerRequest } from 'srvx'
import { databaseAnswers } from '../db/health.ts'
import { surviveThePoolSocketRace } from '../db/pool-socket-race.ts'
import { startDatabase } from '../db/start.ts'
import { loadDotenv } from './dotenv.ts'
import { EnvError, isHttps, parseEnv, type Env } from './env.ts'
import { compressResponse } from './compress.ts'
import { createDrain, type Drain } from './drain.ts'
import { errorResponse, json } from './http.ts'
import { startBackgroundJobs } from './jobs.ts'
import { withSecurityHeaders } from './security/headers.ts'
import { type PageCache, pageCacheFor } from './page-cache/index.ts'
import { loadStaticFiles, serveStaticFile } from './static-files.ts'

type AppHandler = { fetch: (request: Request) => Response | Promise<Response> }

const DIST_CLIENT = fileURLToPath(new URL('../dist/client/', import.meta.url))
const DIST_SERVER = fileURLToPath(new URL('../dist/server/server.js', import.meta.url))

const log = (line: string) => console.log(`${new Date().toISOString()} ${line}`)

function readConfig(): Env {
  loadDotenv()
  try {
    const config = parseEnv(process.env)
    // React and other packages pick their production build from this, when they are first loaded.
    process.env.NODE_ENV = config.NODE_ENV
    return config
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message)
      process.exit(1)
    }
    throw error
  }
}

/** A stop must be over within 5 s, the grace most supervisors give before SIGKILL: each step gets a share. */
const REQUESTS_TIMEOUT_MS = 1500
const CLOSE_TIMEOUT_MS = 300
const STOPPING_HEADERS = { 'Retry-After': '5', Connection: 'close' }
const JOBS_TIMEOUT_MS = 500
const DATABASE_TIMEOUT_MS = 1500
const FORCED_EXIT_MS = 4500

/** Waits for `work` at most `ms`; a failure or a timeout is logged and the stop goes on. */
async function settleWithin(work: Promise<unknown>, ms: number, message: string): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), ms)
  })
  const outcome = await Promise.race([
    work.then(
      () => 'done',
      (error: unknown) => error,
    ),
    late,
  ])
  clearTimeout(timer)
  if (outcome === 'late') log(message)
  else if (outcome !== 'done') console.error(message, outcome)
}

/**
 * The app's own rules (same-origin check, client address, request id, security headers, JSON
 * 404/405 for /api) live in app/start.ts, so `vite dev` runs them too. Only the answers made
 * here, outside the app, get their security headers here.
 */
type HandlerOptions = { https: boolean; accessLog: boolean }

function createRequestHandler(pages: PageCache, files: Awaited<ReturnType<typeof loadStaticFiles>>, drain: Drain, { https, accessLog }: HandlerOptions) {
  async function route(request: ServerRequest, url: URL): Promise<Response> {
    const pathname = url.pathname
    const own = (response: Response) => withSecurityHeaders(response, pathname, https)
    if (pathname === '/healthz') return own(json({ status: 'ok' }))
    if (drain.draining) return own(errorResponse(503, 'The site is restarting. Please try again in a moment.', undefined, { headers: STOPPING_HEADERS }))
    if (pathname === '/readyz') {
      if (await databaseAnswers()) return own(json({ status: 'ready' }))
      return own(errorResponse(503, 'The database is not answering', undefined, { headers: { 'Retry-After': '5' } }))
    }
    const file = serveStaticFile(files, request, pathname)
    if (file) return file
    return pages.fetch(request, url)
  }

  return async (request: ServerRequest): Promise<Response> => {
    const started = performance.now()
    const url = new URL(request.url)
    const pathname = url.pathname
    let response: Response
    try {
      response = await drain.track(() => route(request, url))
    } catch (error) {
      // A visitor who went away before the answer was ready is no error of the site's.
      if (!request.signal.aborted) console.error(`Unhandled error for ${request.method} ${pathname}`, error)
      response = withSecurityHeaders(errorResponse(500, 'Something went wrong on our side. Please try again later.'), pathname, https)
    }
    response = compressResponse(request, response)
    if (!accessLog) return response
    const id = response.headers.get('X-Request-Id')
    log(`${request.method} ${pathname} ${response.status} ${(performance.now() - started).toFixed(1)}ms${id ? ` ${id}` : ''}`)
    return response
  }
}

async function main() {
  const config = readConfig()
  if (!existsSync(DIST_SERVER)) {
    console.error('The site is not built yet: run `npm run build` first.')
    process.exit(1)
  }
  surviveThePoolSocketRace(log)
  const database = await startDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, log })
  const app = (await import(pathToFileURL(DIST_SERVER).href)).default as AppHandler
  const https = isHttps(config)
  const files = await loadStaticFiles(DIST_CLIENT, { https })
  const stopJobs = startBackgroundJobs(log)
  const drain = createDrain()
  const pages = pageCacheFor((request) => app.fetch(request), { enabled: config.PAGE_CACHE === 'on', maxBytes: config.PAGE_CACHE_MAX_BYTES })

  const server = serve({
    fetch: createRequestHandler(pages, files, drain, { https, accessLog: config.ACCESS_LOG === 'on' }),
    hostname: config.HOST,
    port: config.PORT,
    gracefulShutdown: false,
    silent: true,
  })
  await server.ready()
  log(`Serving ${config.SITE_URL} on ${server.url}${database.embedded ? ' (embedded database)' : ''}`)

  let stopping = false
  const shutdown = async (signal: string) => {
    if (stopping) return
    stopping = true
    const began = performance.now()
    log(`${signal} received: shutting down`)
    const force = setTimeout(() => {
      log('Shutdown took too long: exiting now')
      process.exit(1)
    }, FORCED_EXIT_MS)
    await settleWithin(drain.drained(), REQUESTS_TIMEOUT_MS, 'Requests still in flight were cut short')
    await settleWithin(server.close(), CLOSE_TIMEOUT_MS, 'Connections still open were cut short')
    await settleWithin(Promise.all([stopJobs(), pages.stop()]), JOBS_TIMEOUT_MS, 'Background jobs did not stop in time')
    await settleWithin(database.stop(), DATABASE_TIMEOUT_MS, 'The database did not stop in time')
    clearTimeout(force)
    log(`Stopped in ${((performance.now() - began) / 1000).toFixed(1)} s`)
    process.exit(0)
  }
  process.on('SIGINT', () => void shutdown('SIGINT'))
  process.on('SIGTERM', () => void shutdown('SIGTERM'))
}

await main()
