// What the benches of one page or query share: timing runs, and fetching a page as the cache should answer it.

export const WARM_UP = 20
export const RUNS = 200

export type Percentiles = { p50: number; p95: number }

function percentiles(times: number[]): Percentiles {
  const sorted = [...times].sort((a, b) => a - b)
  return { p50: sorted[Math.floor(sorted.length * 0.5)]!, p95: sorted[Math.floor(sorted.length * 0.95)]! }
}

/** The median and p95 of `RUNS` runs, after `WARM_UP` runs not counted. */
export async function timed(run: () => Promise<unknown>): Promise<Percentiles> {
  for (let n = 0; n < WARM_UP; n++) await run()
  const times: number[] = []
  for (let n = 0; n < RUNS; n++) {
    const started = performance.now()
    await run()
    times.push(performance.now() - started)
  }
  return percentiles(times)
}

/** Fetches `url` whole; throws unless it answers 200 with the page cache's `x-cache` as expected (null: passed by). */
export async function fetched(url: string, expectCache: string | null): Promise<void> {
  const response = await fetch(url)
  await response.arrayBuffer()
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`)
  if (response.headers.get('x-cache') !== expectCache) throw new Error(`${url}: x-cache ${response.headers.get('x-cache')}, expected ${expectCache}`)
}

export const ms = (value: number) => `${value.toFixed(2)} ms`
