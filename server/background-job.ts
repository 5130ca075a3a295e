/** A background task of the server process: started once, stopped on shutdown. */
export type BackgroundJob = { name: string; start: () => () => Promise<void> | void }

const DAY_MS = 24 * 60 * 60 * 1000

/** A job that runs `task` once at start, then daily; a failure is logged as `failure` and tried again the next day. */
export function dailyJob(name: string, task: () => Promise<unknown>, failure: string): BackgroundJob {
  return {
    name,
    start: () => {
      const run = () => task().catch((error: unknown) => console.error(failure, error))
      let running = run()
      const timer = setInterval(() => {
        running = run()
      }, DAY_MS)
      return async () => {
        clearInterval(timer)
        await running
      }
    },
  }
}
