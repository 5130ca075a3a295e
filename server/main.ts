// The production process: reads .env, loads the one server bundle (dist/server/server.js, built
// from app/server.ts), listens, and stops cleanly on SIGTERM or SIGINT. Everything else, the
// configuration's validation and the embedded database included, is in the bundle.
// `deno run -A server/main.ts admin create|password|reset-2fa --email …` runs the admin command line instead,
// and `… backup [--out …]` or `… restore FILE` a backup or a restore.
import { existsSync } from 'node:fs'
import { fileURLToPath, pathToFileURL } from 'node:url'
import type * as ServerBundle from '../app/server.ts'
import { loadDotenv } from './dotenv.ts'

/**
 * The little of Deno's own listener this process uses (the project is typed with Node's types).
 * Deno.serve itself, with nothing between it and the site: a wrapper that defines properties on
 * every request (srvx puts the socket address there with a new getter each time) gives V8 a new
 * object shape per request, which fills the old heap and brings a full collection several times a second.
 */
type Listener = { addr: { hostname: string; port: number }; shutdown(): Promise<void> }
declare const Deno: {
  serve(
    options: { hostname: string; port: number; onListen(): void; onError(error: unknown): Response },
    handler: (request: Request, info: { remoteAddr: { hostname: string } }) => Response | Promise<Response>,
  ): Listener
}

const DIST_CLIENT = fileURLToPath(new URL('../dist/client/', import.meta.url))
const DIST_SERVER = fileURLToPath(new URL('../dist/server/server.js', import.meta.url))

const log = (line: string) => console.log(`${new Date().toISOString()} ${line}`)

/** A stop must be over within 5 s, the grace most supervisors give before SIGKILL: each step gets a share. */
const REQUESTS_TIMEOUT_MS = 1500
const CLOSE_TIMEOUT_MS = 300
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

async function loadBundle(): Promise<typeof ServerBundle> {
  if (!existsSync(DIST_SERVER)) {
    console.error('The site is not built yet: run `npm run build` first.')
    process.exit(1)
  }
  return import(pathToFileURL(DIST_SERVER).href)
}

async function startSite(bundle: typeof ServerBundle): Promise<ServerBundle.Site> {
  try {
    return await bundle.startSite({ clientDir: DIST_CLIENT, log })
  } catch (error) {
    console.error(error instanceof bundle.EnvError ? error.message : await bundle.explainStartFailure(error))
    process.exit(1)
  }
}

const urlOf = ({ hostname, port }: Listener['addr']) => `http://${hostname.includes(':') ? `[${hostname}]` : hostname}:${port}/`

/** Listens on HOST:PORT; when it cannot (the port is taken), says so, stops what started and exits 1. */
async function listen(bundle: typeof ServerBundle, site: ServerBundle.Site) {
  try {
    // Listening once this returns: a port another program holds throws here.
    const server = Deno.serve({ hostname: site.config.HOST, port: site.config.PORT, onListen: () => {}, onError: site.serverError }, (request, info) =>
      site.fetch(request, () => info.remoteAddr.hostname),
    )
    return { url: urlOf(server.addr), close: () => server.shutdown() }
  } catch (error) {
    console.error(await bundle.explainStartFailure(error))
    await settleWithin(site.stopJobs(), JOBS_TIMEOUT_MS, 'Background jobs did not stop in time')
    await settleWithin(site.stopDatabase(), DATABASE_TIMEOUT_MS, 'The database did not stop in time')
    process.exit(1)
  }
}

const COMMANDS = ['admin', 'backup', 'restore']
const USAGE = `Usage: deno run -A server/main.ts                 runs the site
       deno run -A server/main.ts admin create|password|reset-2fa|list|rotate-keys [--email …]
       deno run -A server/main.ts backup [--out FILE]
       deno run -A server/main.ts restore FILE`

async function main() {
  const [command, ...args] = process.argv.slice(2)
  if (command !== undefined && !COMMANDS.includes(command)) {
    console.error(`There is no command "${command}": nothing was started.\n${USAGE}`)
    process.exit(2)
  }
  loadDotenv()
  const bundle = await loadBundle()
  if (command === 'admin') {
    await bundle.runAdminCli(args)
    process.exit(0)
  }
  if (command === 'backup' || command === 'restore') {
    await (command === 'backup' ? bundle.runBackupCli : bundle.runRestoreCli)(args)
    process.exit(0)
  }
  const site = await startSite(bundle)
  const server = await listen(bundle, site)
  log(`Serving ${site.config.SITE_URL} on ${server.url}${site.embeddedDatabase ? ' (embedded database)' : ''}`)

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
    await settleWithin(site.drained(), REQUESTS_TIMEOUT_MS, 'Requests still in flight were cut short')
    await settleWithin(server.close(), CLOSE_TIMEOUT_MS, 'Connections still open were cut short')
    await settleWithin(site.stopJobs(), JOBS_TIMEOUT_MS, 'Background jobs did not stop in time')
    await settleWithin(site.stopDatabase(), DATABASE_TIMEOUT_MS, 'The database did not stop in time')
    clearTimeout(force)
    log(`Stopped in ${((performance.now() - began) / 1000).toFixed(1)} s`)
    process.exit(0)
  }
  process.on('SIGINT', () => void shutdown('SIGINT'))
  process.on('SIGTERM', () => void shutdown('SIGTERM'))
}

await main().catch((error: unknown) => {
  console.error(`The site could not start: ${error instanceof Error ? error.message : String(error ?? 'no reason was given')}`)
  process.exit(1)
})
