// The sermon library with 2,000 sermons:
//   npx vite build && npm run bench:sermon-library
// A throwaway database (on DATABASE_URL's server, or an embedded one) is created, migrated and
// filled with 2,000 sermons in 3 series. A production server (the last build) then renders the
// library's first page, a filtered page and a search, each uncached: an extra parameter makes the
// page cache pass them to the app. Each is also timed as its queries alone, and as a cached hit
// in its own spelling. The median (p50) and p95 of each are printed. Target: the library page and
// a search under 10 ms p50 uncached (issue 39).
import process from 'node:process'
import { closePool, sql } from '../db/client.ts'
import { libraryPage } from '../server/sermons/library/read.ts'
import { createTestDatabase } from '../tests/helpers/database.ts'
import { startProductionServer } from '../tests/helpers/server.ts'
import { fetched, ms, RUNS, timed, WARM_UP } from './lib/bench-timing.ts'
import { seedSermons } from '../tests/helpers/sermon-library.ts'
import type { LibrarySearch } from '../app/lib/sermons/library-query.ts'

const SERMONS = 2_000
const TARGET_MS = 10

const CASES: { name: string; path: string; search: LibrarySearch }[] = [
  { name: 'library, first page', path: '/sermons/library', search: {} },
  { name: 'filtered: a book, page 2', path: '/sermons/library?book=John&page=2', search: { book: 'John', page: 2 } },
  { name: 'search "good shepherd"', path: '/sermons/library?q=good+shepherd', search: { q: 'good shepherd' } },
]

async function main() {
  const database = await createTestDatabase('bench')
  console.log(process.env.DATABASE_URL ? "A throwaway database on DATABASE_URL's server" : 'A throwaway embedded database')
  process.env.DATABASE_URL = database.url
  const server = await startProductionServer({ DATABASE_URL: database.url, DATA_DIR: `/tmp/bench-sermon-library-${process.pid}` })
  let slow = false
  try {
    const seeded = await seedSermons(sql(60_000), SERMONS, { series: 3 })
    await sql()`analyze`
    console.log(
      `Seeded ${SERMONS.toLocaleString('en-GB')} sermons (${seeded.visible.length.toLocaleString('en-GB')} visible) in ${seeded.series.length} series`,
    )
    console.log(`${RUNS} runs each after ${WARM_UP} warm-up runs; p50 / p95:`)
    for (const { name, path, search } of CASES) {
      const queries = await timed(() => libraryPage(search))
      const bypass = `${server.url}${path}${path.includes('?') ? '&' : '?'}bench=1`
      const rendered = await timed(() => fetched(bypass, null))
      await fetched(`${server.url}${path}`, 'miss')
      const hit = await timed(() => fetched(`${server.url}${path}`, 'hit'))
      console.log(`  ${name}`)
      console.log(`    queries alone        ${ms(queries.p50)} / ${ms(queries.p95)}`)
      console.log(`    page, uncached       ${ms(rendered.p50)} / ${ms(rendered.p95)}  (target p50 < ${TARGET_MS} ms)`)
      console.log(`    page, cached hit     ${ms(hit.p50)} / ${ms(hit.p95)}  (${(rendered.p50 / hit.p50).toFixed(0)}× faster)`)
      if (rendered.p50 >= TARGET_MS) slow = true
    }
  } finally {
    await server.stop()
    await closePool()
    await database.drop()
  }
  if (slow) process.exitCode = 1
}

await main()
