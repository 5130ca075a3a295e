/** How long a visitor's request may wait for the database before being told to try again. */
export const DATABASE_TIMEOUT_MS = 15_000

/** `work`, or a rejection once the database has kept the visitor waiting too long. */
export function withinDatabaseTimeout<T>(work: Promise<T>, ms = DATABASE_TIMEOUT_MS): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`The database did not answer within ${ms / 1000} s`)), ms)
  })
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer))
}
