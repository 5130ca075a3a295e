/**
 * When the database dies mid-query, postgres.js can run a write it had scheduled for a socket it
 * has just dropped: a TypeError thrown from a timer, which would otherwise end the process. The
 * query already failed with a connection error and the pool reconnects by itself, so this one
 * error is logged and the site goes on. Any other uncaught error still stops the process.
 */
export function isPoolSocketRace(error: unknown): boolean {
  return error instanceof TypeError && /reading 'write'/.test(error.message) && /postgres[\\/]src[\\/]connection\.js/.test(error.stack ?? '')
}

export function surviveThePoolSocketRace(log: (line: string) => void): void {
  process.on('uncaughtException', (error) => {
    if (isPoolSocketRace(error)) {
      log(`A database connection closed while a write was queued on it: ${error.message}`)
      return
    }
    console.error('Uncaught error: stopping', error)
    process.exit(1)
  })
}
