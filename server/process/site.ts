import { databaseAnswers } from '../../db/health.ts'
import { surviveThePoolSocketRace } from '../../db/pool-socket-race.ts'
import { startDatabase } from '../../db/start.ts'
import { answerToRespelling } from '../http/canonical-path.ts'
import { loadPublishedContent } from '../content/published.ts'
import { compressResponse } from '../http/compress.ts'
import { configurationWarnings } from './config-warnings.ts'
import { cutConnectionAfter, isConnectionCut, mustCutConnection } from '../http/cut-connection.ts'
import { diskSpaceProblem } from '../disk/disk-space.ts'
import { createDrain, type Drain } from './drain.ts'
import { env, isHttps } from '../env.ts'
import { errorResponse, json } from '../http/responses.ts'
import { startBackgroundJobs } from './jobs.ts'
import type { Render } from '../page-cache/handler.ts'
import { type PageCache, pageCacheFor } from '../page-cache/index.ts'
import { busyResponse, createRequestCap, type RequestCap } from '../http/request-cap.ts'
import { bodyLetGo, discardBody } from '../http/request-body.ts'
import { identifyRequest } from '../security/edge.ts'
import { withSecurityHeaders } from '../security/headers.ts'
import { loadStaticFiles, serveStaticFile } from './static-files.ts'

type Log = (line: string) => void
type StaticFiles = Awaited<ReturnType<typeof loadStaticFiles>>
type HandlerOptions = { https: boolean; accessLog: boolean; log: Log; cap: RequestCap }

const STOPPING_HEADERS = { 'Retry-After': '5', Connection: 'close' }

type Answer = Response | Promise<Response>

/**
 * The production site's answer to every request: health checks, static files and the page cache
 * in front of the app. The app's own rules (same-origin check, client address, security headers,
 * JSON 404/405 for /api) live in app/start.ts, so `vite dev` runs them too; only the answers made
 * here, outside the app, get their security headers here. Past the cap on requests in flight,
 * anything but the health checks and static files is turned away with a 503.
 *
 * What is known at once (a static file, a cached page, a redirect) is answered at once, not as a
 * promise: a cached page then costs no turn of the event loop, the way Deno.serve answers fastest.
 */
function createRequestHandler(pages: PageCache, files: StaticFiles, drain: Drain, { https, accessLog, log, cap }: HandlerOptions) {
  async function readiness(pathname: string): Promise<Response> {
    const disk = await diskSpaceProblem()
    if (disk) return withSecurityHeaders(errorResponse(503, disk, undefined, { headers: { 'Retry-After': '60' } }), pathname, https)
    if (await databaseAnswers()) return withSecurityHeaders(json({ status: 'ready' }), pathname, https)
    return withSecurityHeaders(errorResponse(503, 'The database is not answering', undefined, { headers: { 'Retry-After': '5' } }), pathname, https)
  }

  function route(request: Request, url: URL, peer: () => string | undefined): Answer {
    const pathname = url.pathname
    if (pathname === '/healthz') return withSecurityHeaders(json({ status: 'ok' }), pathname, https)
    if (drain.draining)
      return withSecurityHeaders(
        errorResponse(503, 'The site is restarting. Please try again in a moment.', undefined, { headers: STOPPING_HEADERS }),
        pathname,
        https,
      )
    if (pathname === '/readyz') return readiness(pathname)
    const file = serveStaticFile(files, request, pathname)
    if (file) return file
    const respelt = answerToRespelling(request, url)
    if (respelt) return withSecurityHeaders(respelt, pathname, https)
    const release = cap.admit(request)
    if (!release) {
      discardBody(request)
      return withSecurityHeaders(busyResponse(), pathname, https)
    }
    let answer: Answer
    try {
      answer = pages.fetch(request, url, identifyRequest(request, peer))
    } catch (error) {
      release()
      throw error
    }
    if (answer instanceof Response) {
      release()
      return answer
    }
    return answer.finally(release)
  }

  function failed(request: Request, pathname: string, error: unknown): Response {
    // A visitor who went away before the answer was ready is no error of the site's.
    if (!request.signal.aborted) console.error(`Unhandled error for ${request.method} ${pathname}`, error)
    return withSecurityHeaders(errorResponse(500, 'Something went wrong on our side. Please try again later.'), pathname, https)
  }

  function finish(request: Request, pathname: string, answer: Response, started: number): Response {
    let response = compressResponse(request, answer)
    if (mustCutConnection(request, response)) {
      discardBody(request)
      response = cutConnectionAfter(response, bodyLetGo(request.body))
    }
    if (!accessLog) return response
    const id = response.headers.get('X-Request-Id')
    log(`${request.method} ${pathname} ${response.status} ${(performance.now() - started).toFixed(1)}ms${id ? ` ${id}` : ''}`)
    return response
  }

  async function finishLater(request: Request, pathname: string, answer: Promise<Response>, started: number): Promise<Response> {
    let response: Response
    try {
      response = await drain.track(() => answer)
    } catch (error) {
      response = failed(request, pathname, error)
    }
    return finish(request, pathname, response, started)
  }

  /** `peer` gives the socket address the request came from, as the listener says; asked for only when needed. */
  return (request: Request, peer: () => string | undefined): Answer => {
    const started = accessLog ? performance.now() : 0
    const url = new URL(request.url)
    let answer: Answer
    try {
      answer = route(request, url, peer)
    } catch (error) {
      answer = failed(request, url.pathname, error)
    }
    return answer instanceof Response ? finish(request, url.pathname, answer, started) : finishLater(request, url.pathname, answer, started)
  }
}

/** Deno.serve's answer to an error outside the handler, which answers every request itself: only a connection cut on purpose is expected. */
function answerServerError(error: unknown): Response {
  if (!isConnectionCut(error)) console.error('Unhandled server error', error)
  return errorResponse(500, 'Something went wrong on our side. Please try again later.')
}

export type SiteOptions = {
  /** The built client files (dist/client), served from memory. */
  clientDir: string
  log: Log
}

/**
 * Starts everything the production site needs but the listener: the configuration (an
 * `EnvError` when it is invalid), the database (embedded when DATABASE_URL is unset, migrated),
 * the static files, the background jobs and the page cache. The stops are separate, so the
 * process can give each its share of the time a supervisor allows.
 */
export async function startSite(render: Render, { clientDir, log }: SiteOptions) {
  const config = env()
  for (const warning of configurationWarnings(config, process.env)) log(warning)
  surviveThePoolSocketRace(log)
  const database = await startDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, log })
  // A start that fails here stops the embedded database it started, so none is left running without its site.
  await loadPublishedContent().catch(async (error: unknown) => {
    await database.stop().catch(() => {})
    throw error
  })
  const https = isHttps(config)
  const files = await loadStaticFiles(clientDir, { https })
  const stopJobs = startBackgroundJobs(log)
  const drain = createDrain()
  const pages = pageCacheFor(render, { enabled: config.PAGE_CACHE === 'on', maxBytes: config.PAGE_CACHE_MAX_BYTES })
  return {
    config,
    embeddedDatabase: database.embedded,
    fetch: createRequestHandler(pages, files, drain, {
      https,
      accessLog: config.ACCESS_LOG === 'on',
      log,
      cap: createRequestCap(config.MAX_REQUESTS_IN_FLIGHT),
    }),
    /** For the listener: errors from outside the handler, such as a response stream that failed. */
    serverError: answerServerError,
    /** Turns new requests away and resolves when those in flight have their answers. */
    drained: () => drain.drained(),
    stopJobs: async () => {
      await Promise.all([stopJobs(), pages.stop()])
    },
    stopDatabase: () => database.stop(),
  }
}

export type Site = Awaited<ReturnType<typeof startSite>>
