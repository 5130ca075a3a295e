// Total Blocking Time read from the trace of one Lighthouse run on the main thread's own CPU time, and the
// part of it the site's scripts are charged with (decision 040).
//
// Lighthouse simulates a phone by scaling each task's elapsed time. On a machine of two shared cores the
// page's main thread spends much of that time waiting while the browser's other processes, its raster
// threads and the server take the cores: a task that ran for 31 ms took 110 ms to pass. That wait is the
// machine's. Each trace event also records the time its thread actually ran (`tdur`), and these figures
// use that instead, scaled by the same slowdown.

export const BLOCKING_THRESHOLD_MS = 50

/** Trace events that only happen when JavaScript from a script file, or a callback it left, runs. */
const SCRIPT_EVENTS = new Set([
  'v8.evaluateModule',
  'v8.compileModule',
  'FunctionCall',
  'TimerFire',
  'FireIdleCallback',
  'FireAnimationFrame',
  'RunYieldContinuation',
])

/** Inline scripts are part of the document (they run with scripts blocked too); files are the site's scripts. */
const SCRIPT_FILE = /\.m?js(\?|$)/

function isScriptEvent(event) {
  if (SCRIPT_EVENTS.has(event.name)) return true
  if (event.name === 'EvaluateScript' || event.name === 'v8.compile') {
    return SCRIPT_FILE.test(event.args?.data?.url ?? event.args?.fileName ?? '')
  }
  // Promise callbacks: a module's `then`, React's scheduling. A document without script files leaves
  // only a moment's worth of them.
  return event.name === 'RunMicrotasks' && (event.dur ?? 0) >= 1000
}

/** The time the thread itself ran, in µs; elapsed time where the trace has no thread time. */
const threadTime = (event) => event.tdur ?? event.dur ?? 0

/** The renderer main thread that loaded a page of `origin`. */
function pageMainThread(events, origin) {
  const pages = new Set(
    events.filter((event) => event.name === 'navigationStart' && event.args?.data?.documentLoaderURL?.startsWith(origin)).map((event) => event.pid),
  )
  const thread = events.find((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain' && pages.has(event.pid))
  if (!thread) throw new Error(`The trace has no main thread for a page of ${origin}`)
  return thread
}

/** The index of the first of `sorted` events at or after `ts`. */
function firstAtOrAfter(sorted, ts) {
  let low = 0
  let high = sorted.length
  while (low < high) {
    const middle = (low + high) >> 1
    if (sorted[middle].ts < ts) low = middle + 1
    else high = middle
  }
  return low
}

/** The thread time of script events within [from, to) of time-sorted `events`, not counting one nested inside another. */
function scriptTimeWithin(events, from, to) {
  let scriptUs = 0
  let coveredUntil = 0
  for (let index = firstAtOrAfter(events, from); index < events.length && events[index].ts < to; index++) {
    const event = events[index]
    if (event.ts < coveredUntil || !isScriptEvent(event)) continue
    scriptUs += threadTime(event)
    coveredUntil = event.ts + (event.dur ?? 0)
  }
  return scriptUs
}

/**
 * @param {Array<{ name: string, ph: string, ts: number, dur?: number, tdur?: number, pid: number, tid: number, args?: any }>} events the trace
 * @param {{ url: string, firstContentfulPaintTs: number, cpuSlowdown: number }} run the audited page, when
 *   it first painted (trace clock, µs) and Lighthouse's simulated slowdown (4 for mobile)
 * @returns {{ totalMs: number, scriptsMs: number }} the blocking time of every task after the first paint,
 *   as TBT counts it, and the part of it charged to the scripts: a task blocks for as long as it runs past
 *   50 ms, and its scripts are charged with that part up to the time their own code ran in it (a task of
 *   layout that ends with a short callback is the page's; a task of hydration is the scripts').
 */
export function blockingOnThreadTime(events, { url, firstContentfulPaintTs, cpuSlowdown }) {
  const thread = pageMainThread(events, new URL(url).origin)
  const onThread = events.filter((event) => event.pid === thread.pid && event.tid === thread.tid && event.ph === 'X').sort((a, b) => a.ts - b.ts)
  const toMs = (us) => (us / 1000) * cpuSlowdown
  let totalMs = 0
  let scriptsMs = 0
  for (const task of onThread) {
    if (task.name !== 'RunTask' || task.ts < firstContentfulPaintTs) continue
    const blockingMs = Math.max(0, toMs(threadTime(task)) - BLOCKING_THRESHOLD_MS)
    if (blockingMs === 0) continue
    totalMs += blockingMs
    scriptsMs += Math.min(blockingMs, toMs(scriptTimeWithin(onThread, task.ts, task.ts + (task.dur ?? 0))))
  }
  return { totalMs: Math.round(totalMs), scriptsMs: Math.round(scriptsMs) }
}
