import type { Breaker } from './breaker.ts'
import { DatabaseTimeout } from './timeout.ts'

/** What postgres.js keeps on each query it returns (a lazy promise), and this module uses. */
type PendingQuery = Promise<unknown> & {
  handler: (query: PendingQuery) => void
  /** The connection's backend once the query is handed to a connection; null while it waits for one. */
  state: unknown
  reject: (error: unknown) => void
  cancel: () => unknown
}

type Begin = (...args: unknown[]) => Promise<unknown>

function isPendingQuery(value: unknown): value is PendingQuery {
  return value instanceof Promise && typeof (value as PendingQuery).handler === 'function' && typeof (value as PendingQuery).cancel === 'function'
}

/**
 * Gives up on a query `ms` after it is run, with a DatabaseTimeout (a 503 for the visitor). One
 * still waiting for a connection is taken off the queue, so it never runs. One already sent is
 * left to its connection: a frozen server answers it when it wakes, and the connection is
 * then free again; a slow one stops it at its own statement_timeout.
 */
function limitQuery(query: PendingQuery, ms: number, breaker: Breaker | undefined): PendingQuery {
  const run = query.handler
  query.handler = (self) => {
    try {
      breaker?.admit()
    } catch (away) {
      self.reject(away)
      return
    }
    const timer = setTimeout(() => {
      const waiting = self.state === null
      self.reject(new DatabaseTimeout(ms))
      if (waiting) void Promise.resolve(self.cancel()).catch(() => {})
    }, ms)
    const settle = (error?: unknown) => {
      clearTimeout(timer)
      breaker?.settle(error)
    }
    self.then(() => settle(), settle)
    run(self)
  }
  return query
}

/**
 * A transaction that gives up as a whole after `ms`, and then can no longer commit: its function
 * throws before the COMMIT would be sent, so postgres.js rolls back, even when a frozen server
 * answers its statements long after the visitor was told it failed.
 */
function limitTransaction(begin: Begin, args: unknown[], ms: number, breaker: Breaker | undefined): Promise<unknown> {
  try {
    breaker?.admit()
  } catch (away) {
    return Promise.reject(away)
  }
  const work = args.at(-1) as (tx: object) => unknown
  const options = args.slice(0, -1)
  let abandoned = false
  const giveUp = () => {
    if (abandoned) throw new DatabaseTimeout(ms)
  }
  // Its statements are limited each; the breaker counts the transaction as a whole.
  const running = begin(...options, async (tx: object) => {
    giveUp()
    const result = await work(withQueryTimeouts(tx, ms))
    giveUp()
    return result
  })
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      abandoned = true
      reject(new DatabaseTimeout(ms))
    }, ms)
  })
  running.catch(() => {})
  const settled = Promise.race([running, timeout]).finally(() => clearTimeout(timer))
  settled.then(
    () => breaker?.settle(),
    (error: unknown) => breaker?.settle(error),
  )
  return settled
}

/**
 * The pool (or a transaction) with a client-side limit on every query and every transaction. A
 * server's statement_timeout cannot help when the server itself is frozen or unreachable: then
 * only the client can stop waiting. The pool's queries and transactions pass its breaker.
 */
export function withQueryTimeouts<T extends object>(sql: T, ms: number, breaker?: Breaker): T {
  return new Proxy(sql, {
    apply(target, thisArg, args) {
      const result = Reflect.apply(target as (...args: unknown[]) => unknown, thisArg, args)
      return isPendingQuery(result) ? limitQuery(result, ms, breaker) : result
    },
    get(target, property) {
      const value = Reflect.get(target, property, target)
      if (typeof value !== 'function') return value
      if (property === 'begin') return (...args: unknown[]) => limitTransaction(value.bind(target) as Begin, args, ms, breaker)
      if (property === 'savepoint') {
        return (...args: unknown[]) => {
          const work = args.at(-1) as (tx: object) => unknown
          return value.call(target, ...args.slice(0, -1), (tx: object) => work(withQueryTimeouts(tx, ms)))
        }
      }
      if (property === 'unsafe' || property === 'file') {
        return (...args: unknown[]) => {
          const result = value.apply(target, args)
          return isPendingQuery(result) ? limitQuery(result, ms, breaker) : result
        }
      }
      return value.bind(target)
    },
  })
}
