/**
 * Requests in flight, so a stop can let them finish before the listener closes (closing it
 * first would cut off a request still sending its body). Once draining, new requests are
 * turned away with a 503 and `drained` resolves when the last request in flight has its answer.
 */
export function createDrain() {
  let inFlight = 0
  let draining = false
  let onIdle: (() => void) | undefined

  return {
    get draining() {
      return draining
    },
    async track<T>(work: () => Promise<T>): Promise<T> {
      inFlight += 1
      try {
        return await work()
      } finally {
        inFlight -= 1
        if (inFlight === 0) onIdle?.()
      }
    },
    drained(): Promise<void> {
      draining = true
      if (inFlight === 0) return Promise.resolve()
      return new Promise((resolve) => {
        onIdle = resolve
      })
    },
  }
}

export type Drain = ReturnType<typeof createDrain>
