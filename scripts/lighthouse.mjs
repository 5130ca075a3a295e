// npm run lighthouse [-- --url http://host:port] [-- --runs 3] [-- --pages /,/sundays]
// Runs Lighthouse (mobile defaults) on every public page of the production build, each page several times
// as it is and several times with its scripts blocked, and prints the medians. A busy or slow machine blocks
// the main thread for a while even on a page without scripts (style, layout, paint, its own work): that floor
// is what the page costs without JavaScript, so the scripts' own Total Blocking Time is
// median(TBT with scripts) − median(TBT with scripts blocked).
// Lighthouse scales each task's elapsed time, and on a machine of two shared cores that is mostly waiting
// for the cores. The same TBT, the floor and the scripts' share are also read from each run's trace on the
// main thread's own CPU time (scripts/lib/main-thread-time.mjs). Fails unless, on that time, the scripts
// add at most 50 ms of TBT on every page, and accessibility, best practices and SEO score 100 (decision 040).
// Needs a build (npm run build) unless --url is given.
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { kilobytes, publicPaths } from './lib/js-weight.mjs'
import { blockingOnThreadTime } from './lib/main-thread-time.mjs'
import { siteFromArgs } from './lib/production-server.mjs'

const SCRIPTS_TBT_LIMIT_MS = 50
const CATEGORY_TARGETS = { accessibility: 100, 'best-practices': 100, seo: 100 }
const CATEGORIES = ['performance', ...Object.keys(CATEGORY_TARGETS)]
const WITHOUT_SCRIPTS = { blockedUrlPatterns: ['*.js'] }

function argument(name) {
  const index = process.argv.indexOf(name)
  return index > 0 ? process.argv[index + 1] : undefined
}

const RUNS = Number(argument('--runs') ?? 3)
const PAGES = argument('--pages')?.split(',')
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error('--runs needs a whole number of runs, such as --runs 3')

/** The middle value (the upper one of an even count). */
function median(values) {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]
}

const score = (lhr, id) => Math.round(lhr.categories[id].score * 100)
const totalBlockingTime = (lhr) => Math.round(lhr.audits['total-blocking-time'].numericValue)

/** The bytes of JavaScript the page downloaded, as transferred (compressed). */
function scriptBytes(lhr) {
  const requests = lhr.audits['network-requests'].details?.items ?? []
  return requests.filter((request) => request.resourceType === 'Script').reduce((sum, request) => sum + request.transferSize, 0)
}

/** The audits below a perfect score in the categories that must score 100. */
function shortfalls(lhr) {
  const lines = []
  for (const [id, target] of Object.entries(CATEGORY_TARGETS)) {
    const category = lhr.categories[id]
    if (score(lhr, id) >= target) continue
    for (const ref of category.auditRefs) {
      const audit = lhr.audits[ref.id]
      if (ref.weight > 0 && audit.score !== null && audit.score < 1) {
        lines.push(`    ${id}: ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}`)
      }
    }
  }
  return lines
}

/** The run's blocking time on the main thread's CPU time (see main-thread-time.mjs). */
function threadTimeBlocking(result, url) {
  const firstContentfulPaintTs = result.lhr.audits.metrics.details.items[0].observedFirstContentfulPaintTs
  const cpuSlowdown = result.lhr.configSettings.throttling.cpuSlowdownMultiplier
  return blockingOnThreadTime(result.artifacts.Trace.traceEvents, { url, firstContentfulPaintTs, cpuSlowdown })
}

/**
 * One Lighthouse run: its report, with the blocking times read from its trace (the trace itself is not
 * kept). A run that fails to record (Lighthouse itself says "run again") is retried once.
 */
async function audit(url, port, flags, attempt = 1) {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', ...flags })
  const lhr = result?.lhr
  if (lhr && !lhr.runtimeError) return Object.assign(lhr, { onThreadTime: threadTimeBlocking(result, url) })
  if (attempt < 2) return audit(url, port, flags, attempt + 1)
  throw new Error(`Lighthouse failed on ${url}: ${lhr?.runtimeError?.message ?? 'no result'}`)
}

/** Alternates runs with and without scripts, so a change in the machine's load weighs on both alike. */
async function auditPage(url, port) {
  const withScripts = []
  const withoutScripts = []
  for (let run = 0; run < RUNS; run++) {
    withScripts.push(await audit(url, port, { onlyCategories: CATEGORIES }))
    withoutScripts.push(await audit(url, port, { onlyCategories: ['performance'], ...WITHOUT_SCRIPTS }))
  }
  return { withScripts, withoutScripts }
}

function summary(path, { withScripts, withoutScripts }) {
  const tbtWith = median(withScripts.map(totalBlockingTime))
  const tbtWithout = median(withoutScripts.map(totalBlockingTime))
  const scriptsTbt = Math.max(0, tbtWith - tbtWithout)
  const cpuTbt = median(withScripts.map((lhr) => lhr.onThreadTime.totalMs))
  const cpuFloor = median(withoutScripts.map((lhr) => lhr.onThreadTime.totalMs))
  const cpuScripts = median(withScripts.map((lhr) => lhr.onThreadTime.scriptsMs))
  const categoriesMet = Object.entries(CATEGORY_TARGETS).every(([id, target]) => median(withScripts.map((lhr) => score(lhr, id))) >= target)
  return {
    route: path,
    'TBT ms': tbtWith,
    'floor ms': tbtWithout,
    'scripts ms': scriptsTbt,
    'CPU TBT': cpuTbt,
    'CPU floor': cpuFloor,
    'CPU scripts': cpuScripts,
    perf: median(withScripts.map((lhr) => score(lhr, 'performance'))),
    'perf floor': median(withoutScripts.map((lhr) => score(lhr, 'performance'))),
    'JS KB': kilobytes(median(withScripts.map(scriptBytes))),
    'a11y/bp/seo': Object.keys(CATEGORY_TARGETS)
      .map((id) => median(withScripts.map((lhr) => score(lhr, id))))
      .join('/'),
    'cpu benchmark': median(withScripts.map((lhr) => Math.round(lhr.environment.benchmarkIndex))),
    result: cpuScripts <= SCRIPTS_TBT_LIMIT_MS && categoriesMet ? 'PASS' : 'FAIL',
  }
}

const site = await siteFromArgs()
const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox'] })
const rows = []
const notes = []
try {
  const paths = (await publicPaths(site.url)).filter((path) => !PAGES || PAGES.includes(path))
  if (paths.length === 0) throw new Error(`No public page matches --pages ${PAGES}`)
  // A freshly started server renders its first page of each kind slowly; audit it as it runs in service.
  for (const path of paths) await fetch(`${site.url}${path}`).then((response) => response.arrayBuffer())
  for (const path of paths) {
    const runs = await auditPage(`${site.url}${path}`, chrome.port)
    const row = summary(path, runs)
    rows.push(row)
    console.error(
      `${path}: ${row.result}, TBT ${row['TBT ms']} ms, without scripts ${row['floor ms']} ms; on CPU time ${row['CPU TBT']} ms, without scripts ${row['CPU floor']} ms, the scripts' ${row['CPU scripts']} ms`,
    )
    const missing = shortfalls(runs.withScripts[0])
    if (missing.length > 0) notes.push(`  ${path}`, ...missing)
  }
} finally {
  chrome.kill()
  await site.stop()
}

console.table(rows)
console.log(
  `Medians of ${RUNS} runs per page with scripts and ${RUNS} with every *.js blocked (Lighthouse mobile: 4x CPU slowdown, simulated slow 4G).`,
  `\nTBT: with scripts. Floor: with scripts blocked, what style, layout and paint cost this machine. Scripts: TBT − floor.`,
  `\nCPU TBT, CPU floor: the same from the trace, on the main thread's own CPU time rather than the time that passed.`,
  `\nCPU scripts: the part of CPU TBT in tasks that ran the site's scripts, up to the time their code ran.`,
  `\nTarget: the scripts add at most ${SCRIPTS_TBT_LIMIT_MS} ms of TBT (CPU scripts); accessibility, best practices and SEO score 100.`,
  "\nPerformance and TBT are simulated from this machine's own timings: a busy machine (low cpu benchmark) scores lower.",
)
if (notes.length > 0) console.log(`What held the scores back:\n${notes.join('\n')}`)
if (rows.some((row) => row.result !== 'PASS')) {
  console.error('✖ Some pages fail the Lighthouse targets.')
  process.exit(1)
}
console.log('✔ Every public page meets the Lighthouse targets.')
