import type { Challenge } from 'altcha-lib'

/** A cheap phone finds the answer within seconds; past this the form says it is busy. */
const GIVE_UP_MS = 60_000
/** Workers in parallel, as many as the device has cores, up to this. */
const MOST_WORKERS = 4

/**
 * Answers the server's challenge in web workers, loaded only when a form is asked for one, and
 * returns what the form sends back as its `proof`: the challenge with its solution. Null when it
 * cannot be solved here (no workers, or too slow).
 */
export async function proveWork(challenge: Challenge): Promise<string | null> {
  try {
    const { solveChallengeWorkers } = await import('altcha-lib')
    const concurrency = Math.max(1, Math.min(MOST_WORKERS, navigator.hardwareConcurrency || 1))
    const solution = await solveChallengeWorkers({
      challenge,
      concurrency,
      timeout: GIVE_UP_MS,
      createWorker: () => new Worker(new URL('./proof-of-work.worker.ts', import.meta.url), { type: 'module' }),
    })
    return solution ? btoa(JSON.stringify({ challenge, solution })) : null
  } catch {
    return null
  }
}
