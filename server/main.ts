import { existsSync } from 'node:fs'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { serve, type ServerRequest } from 'srvx'
import { sql } from '../db/client.ts'
import { startDatabase } from '../db/start.ts'
import { loadDotenv } from './dotenv.ts'
import { EnvError, parseEnv, type Env } from './env.ts'
import { compressResponse } from './compress.ts'
import { CLIENT_ADDRESS_HEADER, errorResponse, json } from './http.ts'
import { startBackgroundJobs } from './jobs.ts'
import { withSecurityHeaders } from './security/headers.ts'
import { isSameOriginRequest } from './security/same-origin.ts'
import { loadStaticFiles, serveStaticFile } from './static-files.ts'

type AppHandler = { fetch: (request: Request) => Response | Promise<Response> }

const DIST_CLIENT = fileURLToPath(new URL('../dist/client/', import.meta.url))
const DIST_SERVER = fileURLToPath(new URL('../dist/server/server.js', import.meta.url))

const log = (line: string) => console.log(`${new Date().toISOString()} ${line}`)

function readConfig(): Env {
  loadDotenv()
  try {
    return parseEnv(process.env)
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message)
      process.exit(1)
    }
    throw error
  }
}

async function databaseAnswers(): Promise<boolean> {
  try {
    await Promise.race([sql()`select 1`, new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), 2000))])
    return true
  } catch {
    return false
  }
}

/**
 * An /api/ path answered with a page means no handler matched it: the path is unknown
 * (404) or the route has no handler for this method (405). API clients get JSON either way.
 */
function apiAnswer(response: Response): Response {
  if (!(response.headers.get('Content-Type') ?? '').startsWith('text/html')) return response
  void response.body?.cancel()
  return response.status === 404 ? errorResponse(404, 'Not found') : errorResponse(405, 'Method not allowed')
}

function createRequestHandler(app: AppHandler, files: Awaited<ReturnType<typeof loadStaticFiles>>, config: Env) {
  const https = config.SITE_URL.startsWith('https://')

  async function route(request: ServerRequest, pathname: string): Promise<Response> {
    if (pathname === '/healthz') return json({ status: 'ok' })
    if (pathname === '/readyz') {
      return (await databaseAnswers()) ? json({ status: 'ready' }) : errorResponse(503, 'The database is not answering')
    }
    const file = serveStaticFile(files, request, pathname)
    if (file) return file
    if (!isSameOriginRequest(request, config.SITE_URL)) {
      return errorResponse(403, 'Cross-site requests are not allowed')
    }
    const headers = new Headers(request.headers)
    headers.set(CLIENT_ADDRESS_HEADER, request.ip ?? 'unknown')
    const init: RequestInit & { duplex?: 'half' } = { headers, duplex: 'half' }
    const response = await app.fetch(new Request(request, init))
    return pathname.startsWith('/api/') ? apiAnswer(response) : response
  }

  return async (request: ServerRequest): Promise<Response> => {
    const started = performance.now()
    const pathname = new URL(request.url).pathname
    let response: Response
    try {
      response = await route(request, pathname)
    } catch (error) {
      console.error(`Unhandled error for ${request.method} ${pathname}`, error)
      response = errorResponse(500, 'Something went wrong on our side. Please try again later.')
    }
    response = withSecurityHeaders(compressResponse(request, response), pathname, https)
    log(`${request.method} ${pathname} ${response.status} ${(performance.now() - started).toFixed(1)}ms`)
    return response
  }
}

async function main() {
  const config = readConfig()
  if (!existsSync(DIST_SERVER)) {
    console.error('The site is not built yet: run `npm run build` first.')
    process.exit(1)
  }
  const database = await startDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, log })
  const app = (await import(pathToFileURL(DIST_SERVER).href)).default as AppHandler
  const files = await loadStaticFiles(DIST_CLIENT)
  const stopJobs = startBackgroundJobs(log)

  const server = serve({
    fetch: createRequestHandler(app, files, config),
    hostname: config.HOST,
    port: config.PORT,
    trustProxy: config.TRUST_PROXY,
    gracefulShutdown: false,
    silent: true,
  })
  await server.ready()
  log(`Serving ${config.SITE_URL} on ${server.url}${database.embedded ? ' (embedded database)' : ''}`)

  let stopping = false
  const shutdown = async (signal: string) => {
    if (stopping) return
    stopping = true
    log(`${signal} received: shutting down`)
    const force = setTimeout(() => process.exit(1), 15_000)
    await server.close(true).catch(() => {})
    await stopJobs().catch((error: unknown) => console.error('Stopping background jobs failed', error))
    await database.stop().catch((error: unknown) => console.error('Stopping the database failed', error))
    clearTimeout(force)
    log('Stopped')
    process.exit(0)
  }
  process.on('SIGINT', () => void shutdown('SIGINT'))
  process.on('SIGTERM', () => void shutdown('SIGTERM'))
}

await main()
