export type TraceEvent = { name: string; ph: string; ts: number; dur?: number; tdur?: number; pid: number; tid: number; args?: Record<string, unknown> }
export declare const BLOCKING_THRESHOLD_MS: number
export declare function blockingOnThreadTime(
  events: TraceEvent[],
  run: { url: string; firstContentfulPaintTs: number; cpuSlowdown: number },
): { totalMs: number; scriptsMs: number }
