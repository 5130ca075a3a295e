// What's On When rendered without the page cache, first with the calendar a fresh install holds
// (four series, no one-off events), then with 50 series and 200 one-off events (its first and its
// last page of 20), on a throwaway
// database: wrk with one connection, p50 and p99 of each, and their ratio. Target: p50 under 10 ms
// with the full calendar (issue 36).
import { execFileSync, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import { loadavg } from 'node:os'
import postgres from 'postgres'
import { freePort, waitFor } from './lib/bench-server.mjs'
import { SERVER_ARGS } from './lib/server-command.mjs'

const DENO = 'node_modules/.bin/deno'
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5)
const TARGET_P50_MS = 10
const SERIES = 50
const EVENTS = 200
const WEEKDAYS = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU']

const serverUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres'
const name = `bench_calendar_${randomBytes(4).toString('hex')}`
const databaseUrl = Object.assign(new URL(serverUrl), { pathname: `/${name}` }).href

const toMs = (text) => Number.parseFloat(text) / (text.endsWith('us') ? 1000 : text.endsWith('ms') ? 1 : 0.001)

function measure(url) {
  execFileSync('wrk', ['-t1', '-c1', '-d2s', url])
  const out = execFileSync('wrk', ['-t1', '-c1', `-d${SECONDS}s`, '--latency', url]).toString()
  return {
    rps: Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? 0),
    p50: toMs(/\s50%\s+([\d.]+\w+)/.exec(out)?.[1] ?? '0'),
    p99: toMs(/\s99%\s+([\d.]+\w+)/.exec(out)?.[1] ?? '0'),
    non2xx: /Non-2xx or 3xx responses:\s+(\d+)/.exec(out)?.[1],
  }
}

/** 46 more series of every kind, each with three changed or cancelled dates and a break, and 200 one-off events. */
async function fillCalendar(sql) {
  for (let index = 0; index < SERIES - 4; index++) {
    const pattern = [
      { kind: 'weekly', interval: 1 + (index % 2), weekdays: [WEEKDAYS[index % 7], WEEKDAYS[(index + 3) % 7]] },
      { kind: 'monthly-weekday', nth: [1, 2, 3, 4, -1][index % 5], weekday: WEEKDAYS[index % 7] },
      { kind: 'monthly-day', day: 1 + (index % 28) },
    ][index % 3]
    const recurrence = { start: '2026-01-01', pattern, ending: { kind: 'never' } }
    const [{ id }] = await sql`
      insert into event_series (title, description, place, start_time, end_time, recurrence)
      values (${`Group ${index + 1}`}, ${'A regular meeting of the church family. '.repeat(4)}, 'hall', '18:00', '19:30', ${sql.json(recurrence)})
      returning id`
    await sql`
      insert into event_series_exceptions (series_id, date, kind, reason)
      select ${id}, d::date, 'cancelled', 'Christmas' from generate_series(current_date + 7, current_date + 60, interval '20 days') as d`
    await sql`insert into event_series_breaks (series_id, from_date, to_date, reason) values (${id}, current_date + 30, current_date + 44, 'Summer break')`
  }
  await sql`
    insert into events (title, description, event_date)
    select 'Event ' || n, repeat('Come along, everyone is welcome. ', 5), current_date + n from generate_series(1, ${EVENTS}) as n`
}

if (!existsSync('dist/server/server.js')) execFileSync('npx', ['vite', 'build'], { stdio: 'inherit' })
const admin = postgres(serverUrl, { max: 1, onnotice: () => {} })
await admin.unsafe(`create database ${name}`)
const port = await freePort()
const url = `http://127.0.0.1:${port}`
const site = spawn(DENO, SERVER_ARGS, {
  env: { ...process.env, DATABASE_URL: databaseUrl, HOST: '127.0.0.1', PORT: String(port), SITE_URL: url, NODE_ENV: 'production', PAGE_CACHE: 'off' },
  stdio: ['ignore', 'ignore', 'inherit'],
})
const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} })
try {
  await waitFor(`${url}/readyz`)
  const page = `${url}/whats-on-when`
  const fresh = measure(page)
  await fillCalendar(sql)
  const pages = Math.ceil((SERIES + EVENTS) / 20)
  const last = `${page}?page=${pages}`
  if (!(await (await fetch(page)).text()).includes(`Page 1 of ${pages}`) || !(await (await fetch(last)).text()).includes(`Event ${EVENTS}`)) {
    throw new Error('The page does not list the calendar it was given')
  }
  const full = measure(page)
  const lastPage = measure(last)
  console.log(
    `\nwrk, 1 thread, 1 connection, ${SECONDS} s each, PAGE_CACHE=off; load average ${loadavg()
      .map((load) => load.toFixed(2))
      .join(', ')}\n`,
  )
  console.log('| /whats-on-when, uncached | req/s | p50 ms | p99 ms |')
  console.log('|---|---:|---:|---:|')
  const rows = [
    ['a fresh install: 4 series, no one-off events', fresh],
    [`${SERIES} series, ${EVENTS} one-off events: the first page`, full],
    [`the same, its last page (?page=${pages})`, lastPage],
  ]
  for (const [label, row] of rows) {
    console.log(`| ${label}${row.non2xx ? ` (${row.non2xx} non-2xx)` : ''} | ${row.rps.toFixed(0)} | ${row.p50.toFixed(2)} | ${row.p99.toFixed(2)} |`)
  }
  console.log(`\nThe full calendar's p50 is ${(full.p50 / fresh.p50).toFixed(2)} × a fresh install's.`)
  console.log(`Target: p50 under ${TARGET_P50_MS} ms with the full calendar: ${full.p50.toFixed(2)} ms: ${full.p50 < TARGET_P50_MS ? 'pass' : 'FAIL'}`)
} finally {
  site.kill('SIGTERM')
  await new Promise((resolve) => site.on('exit', resolve))
  await sql.end({ timeout: 2 })
  await admin.unsafe(`drop database if exists ${name} with (force)`)
  await admin.end({ timeout: 2 })
}
