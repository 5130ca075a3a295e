// npm test: the type check, the linter, the production build, vitest (unit and integration, on a real
// database; some integration tests run that build), the resilience tests against that build, then
// Playwright against that build running on Deno.
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'

const CHROMIUM = '/usr/bin/chromium'

if (!existsSync(CHROMIUM)) {
  console.error(`Chromium is missing at ${CHROMIUM}. Install it with: apt-get install chromium`)
  process.exit(1)
}

const steps = [
  ['Type check', 'npx', ['tsc', '--noEmit']],
  ['Lint', 'npm', ['run', 'lint']],
  ['Production build', 'npx', ['vite', 'build']],
  ['Unit and integration tests', 'npx', ['vitest', 'run']],
  ['Resilience tests', 'npm', ['run', 'test:resilience']],
  ['End-to-end tests', 'npx', ['playwright', 'test']],
]

const times = []
const printTimes = () => console.log(`\nTime of each step:\n${times.map(([title, seconds]) => `  ${String(seconds).padStart(5)} s  ${title}`).join('\n')}`)

for (const [title, command, args] of steps) {
  console.log(`\n▶ ${title}`)
  const started = performance.now()
  const result = spawnSync(command, args, { stdio: 'inherit', env: process.env })
  times.push([title, Math.round((performance.now() - started) / 1000)])
  if (result.status !== 0) {
    printTimes()
    console.error(`\n✖ ${title} failed`)
    process.exit(result.status ?? 1)
  }
}
printTimes()
console.log('\n✔ All checks passed')
