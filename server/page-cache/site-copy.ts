import { reportStandIn } from '../render/stand-ins.ts'
import { isSiteVersionWatched, siteVersion } from './site-version.ts'

/** Without a watcher (`vite dev`, unit tests), how long a copy is trusted before it is read again. */
const UNWATCHED_TTL_MS = 1000

type Copy<T> = { value: T; siteVersion: number; readAt: number }

/**
 * What public pages read from the database, held in memory and read again only when the site
 * version moves on (a change on any instance, or the turn of the day, moves it). Should the
 * database be out of reach, the last copy read is given and the render is marked as a stand-in,
 * so the page cache keeps its own last good copy instead.
 */
export function siteCopy<T>(read: () => Promise<T>, failure: string): () => Promise<T> {
  let copy: Copy<T> | null = null
  let reading: Promise<Copy<T>> | null = null
  const isCurrent = (held: Copy<T>) => held.siteVersion === siteVersion() && (isSiteVersionWatched() || Date.now() - held.readAt < UNWATCHED_TTL_MS)
  const readCopy = async (): Promise<Copy<T>> => {
    const stampedWith = siteVersion()
    return { value: await read(), siteVersion: stampedWith, readAt: Date.now() }
  }
  return async () => {
    if (copy && isCurrent(copy)) return copy.value
    reading ??= readCopy().finally(() => {
      reading = null
    })
    try {
      copy = await reading
      return copy.value
    } catch (error) {
      if (!copy) throw error
      reportStandIn(failure, error)
      return copy.value
    }
  }
}
