// Load figures for the production server: wrk against cached pages, an asset, an uncached render
// and an API call, each compared with a tiny Deno server answering the same bytes from memory.
import { execFileSync, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import path from 'node:path'
import { freePort, waitFor } from './lib/bench-server.mjs'
import { SERVER_ARGS } from './lib/server-command.mjs'

const DENO = 'node_modules/.bin/deno'
const SECONDS = Number(process.env.BENCH_SECONDS ?? 4)
/** What cached pages must reach on this machine (decision 047). */
const TARGETS = { shareOfCeiling: 0.6, p99Ms: 2, rssMb: 180 }
const BOTH = { 'Accept-Encoding': 'gzip, br' }

async function startSite(env) {
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  const child = spawn(DENO, SERVER_ARGS, {
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), SITE_URL: url, NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  await waitFor(`${url}/readyz`)
  return { url, child }
}

async function startCeiling(bytes) {
  const dir = mkdtempSync(path.join(tmpdir(), 'ceiling-'))
  writeFileSync(path.join(dir, 'page.html'), bytes)
  // `/` answers with a clone of one stored response, the fastest way the runtime sends bytes it holds;
  // `/copy` makes a new Response from them each time, which copies the body.
  const script = `const body = Deno.readFileSync(${JSON.stringify(path.join(dir, 'page.html'))})
const headers = { 'content-type': 'text/html; charset=utf-8' }
const stored = new Response(body, { headers })
Deno.serve({ hostname: '127.0.0.1', port: Number(Deno.args[0]), onListen() {} }, (request) => request.url.endsWith('/copy') ? new Response(body, { headers }) : stored.clone())`
  writeFileSync(path.join(dir, 'ceiling.ts'), script)
  const port = await freePort()
  const child = spawn(DENO, ['run', '-A', path.join(dir, 'ceiling.ts'), String(port)], { stdio: 'ignore' })
  const url = `http://127.0.0.1:${port}`
  await waitFor(url)
  return { url, child, dir }
}

function toMs(text) {
  const value = Number.parseFloat(text)
  if (text.endsWith('us')) return value / 1000
  if (text.endsWith('ms')) return value
  return value * 1000
}

function wrk(url, { connections = 20, headers = {} } = {}) {
  const args = ['-t1', `-c${connections}`, `-d${SECONDS}s`, '--latency', ...Object.entries(headers).flatMap(([k, v]) => ['-H', `${k}: ${v}`]), url]
  const out = execFileSync('wrk', args).toString()
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? 0)
  const p50 = toMs(/\s50%\s+([\d.]+\w+)/.exec(out)?.[1] ?? '0')
  const p99 = toMs(/\s99%\s+([\d.]+\w+)/.exec(out)?.[1] ?? '0')
  const non2xx = /Non-2xx or 3xx responses:\s+(\d+)/.exec(out)?.[1]
  return { rps, p50, p99, non2xx }
}

function rssMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024
}

if (!existsSync('dist/server/server.js')) execFileSync('npx', ['vite', 'build'], { stdio: 'inherit' })
const dataDir = process.env.DATABASE_URL ? undefined : mkdtempSync(path.join(tmpdir(), 'bench-db-'))
const databaseEnv = dataDir ? { DATA_DIR: dataDir, DATABASE_URL: '' } : {}
const site = await startSite({ ...databaseEnv, TRUST_PROXY: 'false' })
const home = new Uint8Array(await (await fetch(`${site.url}/`)).arrayBuffer())
const ceiling = await startCeiling(home)
const asset = readdirSync('dist/client/assets').find((name) => name.endsWith('.js'))
for (const pathname of ['/', '/our-charity', '/whats-on-when']) await fetch(`${site.url}${pathname}`)

// Both servers run a while before anything is measured, so the JIT has warmed them alike.
const warm = (url, options = {}) => execFileSync('wrk', ['-t1', `-c${options.connections ?? 20}`, '-d2s', url])
warm(`${ceiling.url}/`)
warm(`${ceiling.url}/copy`)
for (const pathname of ['/', '/our-charity', '/whats-on-when']) warm(`${site.url}${pathname}`)

const rows = []
const run = (label, url, options) => {
  const result = wrk(url, options)
  rows.push({ label, ...result })
}
run('ceiling: Deno.serve, same bytes of / from memory (a stored response, cloned)', `${ceiling.url}/`)
run('Deno.serve, same bytes of / from memory (a new Response each time)', `${ceiling.url}/copy`)
for (const pathname of ['/', '/our-charity', '/whats-on-when']) {
  run(`cached ${pathname}`, `${site.url}${pathname}`)
  run(`cached ${pathname} (gzip, br)`, `${site.url}${pathname}`, { headers: BOTH })
}
run(`asset /assets/${asset} (gzip, br)`, `${site.url}/assets/${asset}`, { headers: BOTH })
run('/api/events/upcoming', `${site.url}/api/events/upcoming`)
const rss = rssMb(site.child.pid)
site.child.kill('SIGTERM')
await new Promise((resolve) => site.child.on('exit', resolve))

const uncached = await startSite({ ...databaseEnv, PAGE_CACHE: 'off' })
warm(`${uncached.url}/`, { connections: 1 })
run('uncached / (PAGE_CACHE=off), 1 connection', `${uncached.url}/`, { connections: 1 })
uncached.child.kill('SIGTERM')
await new Promise((resolve) => uncached.child.on('exit', resolve))
ceiling.child.kill('SIGTERM')
rmSync(ceiling.dir, { recursive: true, force: true })
if (dataDir) rmSync(dataDir, { recursive: true, force: true })

const top = rows[0].rps
console.log(
  `\nwrk, 1 thread, 20 connections unless stated, ${SECONDS} s each; load average ${loadavg()
    .map((load) => load.toFixed(2))
    .join(', ')}\n`,
)
console.log('| target | req/s | p50 ms | p99 ms | × ceiling |')
console.log('|---|---:|---:|---:|---:|')
for (const row of rows) {
  const note = row.non2xx ? ` (${row.non2xx} non-2xx)` : ''
  console.log(`| ${row.label}${note} | ${row.rps.toFixed(0)} | ${row.p50.toFixed(2)} | ${row.p99.toFixed(2)} | ${(row.rps / top).toFixed(2)} |`)
}
console.log(`\nServer RSS after the cached runs, the asset and the API: ${rss.toFixed(0)} MB`)

const cached = rows.filter((row) => row.label.startsWith('cached '))
const lowestShare = Math.min(...cached.map((row) => row.rps / top))
const highestP99 = Math.max(...cached.map((row) => row.p99))
const verdict = (pass) => (pass ? 'pass' : 'FAIL')
console.log('\nTargets:')
console.log(`- cached pages at ≥ ${TARGETS.shareOfCeiling} of the ceiling: lowest ${lowestShare.toFixed(2)}: ${verdict(lowestShare >= TARGETS.shareOfCeiling)}`)
console.log(`- cached pages' p99 ≤ ${TARGETS.p99Ms} ms: highest ${highestP99.toFixed(2)} ms: ${verdict(highestP99 <= TARGETS.p99Ms)}`)
console.log(`- RSS after the bench ≤ ${TARGETS.rssMb} MB: ${rss.toFixed(0)} MB: ${verdict(rss <= TARGETS.rssMb)}`)
