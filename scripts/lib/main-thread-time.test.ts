import { describe, expect, it } from 'vitest'
import { blockingOnThreadTime, type TraceEvent } from './main-thread-time.mjs'

const PAGE = { pid: 7, tid: 1 }
const OTHER_TAB = { pid: 9, tid: 1 }
const URL_OF_PAGE = 'http://127.0.0.1:4000/contact'
const RUN = { url: URL_OF_PAGE, firstContentfulPaintTs: 1_000_000, cpuSlowdown: 4 }

/** A trace's bookkeeping: which process loaded the page, and its main thread. */
function header(): TraceEvent[] {
  return [
    { name: 'navigationStart', ph: 'R', ts: 900_000, ...PAGE, args: { data: { documentLoaderURL: URL_OF_PAGE } } },
    { name: 'thread_name', ph: 'M', ts: 0, ...PAGE, args: { name: 'CrRendererMain' } },
    { name: 'thread_name', ph: 'M', ts: 0, ...OTHER_TAB, args: { name: 'CrRendererMain' } },
  ]
}

/** A task at `startMs` that took `elapsedMs` and ran for `ranMs`, with `children` inside it. */
function task(startMs: number, elapsedMs: number, ranMs: number, children: TraceEvent[] = [], thread = PAGE): TraceEvent[] {
  return [{ name: 'RunTask', ph: 'X', ts: startMs * 1000, dur: elapsedMs * 1000, tdur: ranMs * 1000, ...thread }, ...children]
}

function event(name: string, startMs: number, ranMs: number, args?: Record<string, unknown>): TraceEvent {
  return { name, ph: 'X', ts: startMs * 1000, dur: ranMs * 1000, tdur: ranMs * 1000, ...PAGE, args }
}

describe('blockingOnThreadTime', () => {
  it('counts the time a task ran, not the time it waited for the machine', () => {
    // 110 ms passed, 20 ms ran: at 4× that is 80 ms, 30 ms past the limit.
    const trace = [...header(), ...task(2000, 110, 20, [event('Layout', 2001, 19)])]
    expect(blockingOnThreadTime(trace, RUN)).toEqual({ totalMs: 30, scriptsMs: 0 })
  })

  it('charges the scripts with a task of their own code', () => {
    const trace = [...header(), ...task(2000, 25, 25, [event('FunctionCall', 2000, 24, { data: { url: 'http://127.0.0.1:4000/assets/client.js' } })])]
    expect(blockingOnThreadTime(trace, RUN)).toEqual({ totalMs: 50, scriptsMs: 50 })
  })

  it("charges the scripts no more than their own code's time in a task of layout", () => {
    // 100 ms at 4× (50 ms past the limit), of which a 2 ms callback: 8 ms is the scripts'.
    const trace = [...header(), ...task(2000, 25, 25, [event('Layout', 2000, 23), event('RunMicrotasks', 2023, 2)])]
    expect(blockingOnThreadTime(trace, RUN)).toEqual({ totalMs: 50, scriptsMs: 8 })
  })

  it('counts a script call nested in another once', () => {
    const trace = [...header(), ...task(2000, 30, 30, [event('v8.evaluateModule', 2000, 20), event('FunctionCall', 2005, 10), event('Layout', 2020, 10)])]
    // 120 ms at 4×, 70 past the limit; the scripts ran 20 ms, 80 at 4×.
    expect(blockingOnThreadTime(trace, RUN)).toEqual({ totalMs: 70, scriptsMs: 70 })
  })

  it("leaves the document's inline scripts and short tasks to the page", () => {
    const trace = [
      ...header(),
      ...task(2000, 20, 20, [event('EvaluateScript', 2000, 20, { data: { url: URL_OF_PAGE } })]),
      ...task(3000, 12, 12, [event('FunctionCall', 3000, 12, { data: { url: 'http://127.0.0.1:4000/assets/client.js' } })]),
    ]
    // The inline script's 80 ms is the page's; the 48 ms task blocks nothing.
    expect(blockingOnThreadTime(trace, RUN)).toEqual({ totalMs: 30, scriptsMs: 0 })
  })

  it('ignores tasks before the first paint and on other pages', () => {
    const trace = [...header(), ...task(500, 40, 40, [event('v8.evaluateModule', 500, 40)]), ...task(2000, 40, 40, [], OTHER_TAB)]
    expect(blockingOnThreadTime(trace, RUN)).toEqual({ totalMs: 0, scriptsMs: 0 })
  })

  it('says so when the trace has no page of the audited site', () => {
    expect(() => blockingOnThreadTime(header(), { ...RUN, url: 'http://127.0.0.1:5000/' })).toThrow(/no main thread/)
  })
})
