// npm run check:image: the Docker image, checked without Docker.
// Builds a copy of the project as the Dockerfile's build stage does (its RUN lines after
// `COPY . .`), copies exactly what the run stage copies into an empty folder, and starts the
// server (deno with SERVER_ARGS, as the Dockerfile's CMD) there as an unprivileged user, against
// DATABASE_URL when it is set, else on the embedded database. It then checks /healthz, /readyz
// and the home page, runs the image's HEALTHCHECK (which must ask /readyz, so Docker reports a site
// that cannot serve as unhealthy), and creates an administrator with the image's command line.
// A runtime file the Dockerfile forgets to copy fails here, not on a host.
import { execFileSync, spawn } from 'node:child_process'
import { chmodSync, chownSync, cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { freePort } from './lib/production-server.mjs'
import { SERVER_ARGS } from './lib/server-command.mjs'

const ROOT = path.resolve(import.meta.dirname, '..')
const DENO = path.join(ROOT, 'node_modules/deno/deno')
const UNPRIVILEGED = { uid: 65534, gid: 65534, name: 'nobody' }

const run = (command, args, cwd) => execFileSync(command, args, { cwd, stdio: 'inherit' })

/** The HEALTHCHECK's command, run against the started site: it must ask whether the site is ready. */
function runHealthCheck(dockerfile, port) {
  const command = JSON.parse(dockerfile.match(/^HEALTHCHECK[^\n]*\\\n\s*CMD (\[.*\])$/m)?.[1] ?? 'null')
  if (!Array.isArray(command) || command[0] !== 'deno') throw new Error('The Dockerfile has no HEALTHCHECK run with deno')
  if (!command.some((word) => word.includes('/readyz')))
    throw new Error("The image's HEALTHCHECK does not ask /readyz, so Docker would call a site that cannot serve healthy")
  execFileSync(
    DENO,
    command.slice(1).map((word) => word.replace('127.0.0.1:3000', `127.0.0.1:${port}`)),
    { stdio: 'inherit' },
  )
  console.log("✔ The image's HEALTHCHECK asks /readyz and passes")
}

/** The run stage's `COPY --from=build /app/<source> <target>` lines. */
function runStageCopies(dockerfile) {
  return dockerfile
    .split('\n')
    .filter((line) => line.startsWith('COPY --from=build'))
    .map((line) =>
      line
        .split(/\s+/)
        .filter((word) => !word.startsWith('--'))
        .slice(1),
    )
    .map(([source, target]) => {
      const relative = source.replace(/^\/app\/?/, '')
      return { source: relative, target: target.endsWith('/') ? path.join(target, path.basename(relative)) : target }
    })
}

/** What `COPY . .` brings into the build stage: the project's files minus .dockerignore. */
function buildContext() {
  const ignored = readFileSync(path.join(ROOT, '.dockerignore'), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], { cwd: ROOT, encoding: 'utf8' })
    .split('\0')
    .filter(Boolean)
  return files.filter((file) => !ignored.some((entry) => file === entry || file.startsWith(`${entry}/`)))
}

/** The build stage's RUN lines after `COPY . .`: what it does with the sources. */
function buildStageCommands(dockerfile) {
  const buildStage = dockerfile.split(/^FROM /m)[1] ?? ''
  const afterSources = buildStage.split(/^COPY \. \.$/m)[1] ?? ''
  return afterSources
    .split('\n')
    .filter((line) => line.startsWith('RUN '))
    .map((line) => line.slice('RUN '.length))
}

function buildStage(buildDir) {
  for (const file of buildContext()) cpSync(path.join(ROOT, file), path.join(buildDir, file), { recursive: true })
  // Stands in for `npm ci`: the same lock file's packages, linked rather than downloaded again.
  run('cp', ['-al', path.join(ROOT, 'node_modules'), path.join(buildDir, 'node_modules')])
  rmSync(path.join(buildDir, 'node_modules/.vite'), { recursive: true, force: true })
  const commands = buildStageCommands(readFileSync(path.join(ROOT, 'Dockerfile'), 'utf8'))
  if (commands.length === 0) throw new Error('The Dockerfile has no RUN lines after COPY . . in its build stage')
  for (const command of commands) run('sh', ['-c', command], buildDir)
}

function runStage(buildDir, appDir) {
  const copies = runStageCopies(readFileSync(path.join(ROOT, 'Dockerfile'), 'utf8'))
  if (copies.length === 0) throw new Error('The Dockerfile has no COPY --from=build lines')
  for (const { source, target } of copies) cpSync(path.join(buildDir, source), path.join(appDir, target), { recursive: true })
  console.log(`Copied as the run stage does: ${copies.map((copy) => copy.source).join(', ')}`)
}

function imageEnvironment(dataDir, port) {
  return {
    PATH: process.env.PATH,
    HOME: dataDir,
    DENO_DIR: path.join(dataDir, '.deno'),
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    SITE_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    DATABASE_URL: process.env.DATABASE_URL ?? '',
  }
}

const asRoot = process.getuid?.() === 0
const asUnprivileged = asRoot ? { uid: UNPRIVILEGED.uid, gid: UNPRIVILEGED.gid } : {}

function startServer(appDir, dataDir, port) {
  if (asRoot) for (const dir of [appDir, dataDir]) chownSync(dir, UNPRIVILEGED.uid, UNPRIVILEGED.gid)
  const options = { cwd: appDir, env: imageEnvironment(dataDir, port), stdio: ['ignore', 'pipe', 'pipe'], ...asUnprivileged }
  console.log(`Starting deno ${SERVER_ARGS.join(' ')} as ${asRoot ? UNPRIVILEGED.name : 'the current user'}`)
  return spawn(DENO, SERVER_ARGS, options)
}

/** The image's admin command line, beside the running server, as a host runs it with `docker compose exec`. */
function createAdministrator(appDir, dataDir, port) {
  const email = `image-check-${port}@example.org`
  const args = ['run', '-A', 'server/main.ts', 'admin', 'create', '--email', email, '--password', 'a long enough password']
  const output = execFileSync(DENO, args, { cwd: appDir, env: imageEnvironment(dataDir, port), encoding: 'utf8', ...asUnprivileged })
  if (!output.includes(`Created the administrator ${email}`)) throw new Error(`The admin command line said: ${output}`)
  console.log("✔ The image's admin command line created an administrator")
}

async function waitForReady(url, child, output) {
  const deadline = Date.now() + 90_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode}:\n${output()}`)
    if (
      await fetch(`${url}/readyz`).then(
        (response) => response.ok,
        () => false,
      )
    )
      return
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`The server did not become ready:\n${output()}`)
}

async function expectAnswer(url, check) {
  const response = await fetch(url)
  const body = await response.text()
  if (!response.ok || !check(body)) throw new Error(`${url} answered ${response.status}: ${body.slice(0, 200)}`)
  console.log(`✔ ${url} answered ${response.status}`)
}

const workDir = mkdtempSync(path.join(tmpdir(), 'check-image-'))
chmodSync(workDir, 0o755)
const [buildDir, appDir, dataDir] = ['build', 'app', 'data'].map((name) => path.join(workDir, name))
for (const dir of [buildDir, appDir, dataDir]) mkdirSync(dir)
let child
try {
  buildStage(buildDir)
  runStage(buildDir, appDir)
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  let output = ''
  child = startServer(appDir, dataDir, port)
  child.stdout.on('data', (chunk) => (output += chunk))
  child.stderr.on('data', (chunk) => (output += chunk))
  await waitForReady(url, child, () => output)
  await expectAnswer(`${url}/healthz`, (body) => body.includes('ok'))
  await expectAnswer(`${url}/readyz`, (body) => body.includes('ready'))
  await expectAnswer(`${url}/`, (body) => body.includes('<h1'))
  runHealthCheck(readFileSync(path.join(ROOT, 'Dockerfile'), 'utf8'), port)
  createAdministrator(appDir, dataDir, port)
  console.log("✔ The image's files start the site and serve a page.")
} catch (error) {
  console.error(`✖ ${error instanceof Error ? error.message : error}`)
  process.exitCode = 1
} finally {
  if (child && child.exitCode === null) {
    child.kill('SIGTERM')
    await new Promise((resolve) => child.once('exit', resolve))
  }
  rmSync(workDir, { recursive: true, force: true })
}
