// npm test: the type check, the linter and the production build side by side, then vitest (unit
// and integration, on a real database; some integration tests run that build), the resilience
// tests against that build, then Playwright against that build running on Deno.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'

const HEADLESS_CHROMIUM = '/usr/bin/chromium-headless-shell'

if (!existsSync(HEADLESS_CHROMIUM)) {
  console.error(`Chromium's headless shell is missing at ${HEADLESS_CHROMIUM}. Install it with: apt-get install chromium-headless-shell`)
  process.exit(1)
}

/** Checks that read the sources and write nothing the others read: run together, each one's output shown whole when it ends. */
const sideBySide = [
  ['Type check', 'npx', ['tsc', '--noEmit']],
  ['Lint', 'npm', ['run', 'lint']],
  ['Production build', 'npx', ['vite', 'build']],
]
const inTurn = [
  ['Unit and integration tests', 'npx', ['vitest', 'run']],
  ['Resilience tests', 'npm', ['run', 'test:resilience']],
  ['End-to-end tests', 'npx', ['playwright', 'test']],
]

const times = []
const printTimes = () => console.log(`\nTime of each step:\n${times.map(([title, seconds]) => `  ${String(seconds).padStart(5)} s  ${title}`).join('\n')}`)
const secondsSince = (started) => Math.round((performance.now() - started) / 1000)

function fail(title, status) {
  printTimes()
  console.error(`\n✖ ${title} failed`)
  process.exit(status ?? 1)
}

function runQuietly([title, command, args]) {
  const started = performance.now()
  return new Promise((resolve) => {
    const child = spawn(command, args, { env: process.env, stdio: ['ignore', 'pipe', 'pipe'] })
    const output = []
    child.stdout.on('data', (chunk) => output.push(chunk))
    child.stderr.on('data', (chunk) => output.push(chunk))
    child.on('close', (status) => {
      console.log(`\n▶ ${title}`)
      process.stdout.write(Buffer.concat(output))
      times.push([title, secondsSince(started)])
      resolve({ title, status })
    })
  })
}

const checked = await Promise.all(sideBySide.map(runQuietly))
const failed = checked.find((check) => check.status !== 0)
if (failed) fail(failed.title, failed.status)

for (const [title, command, args] of inTurn) {
  console.log(`\n▶ ${title}`)
  const started = performance.now()
  const result = spawnSync(command, args, { stdio: 'inherit', env: process.env })
  times.push([title, secondsSince(started)])
  if (result.status !== 0) fail(title, result.status)
}
printTimes()
console.log('\n✔ All checks passed')
