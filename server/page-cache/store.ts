import type { StoredResponse } from '../http/stored-response.ts'

/** One cached page, stored in each encoding, and the site version it was made at. */
export type CachedPage = StoredResponse & { version: number }

/**
 * Least recently used pages go first once the total size passes `maxBytes`, or their number `maxPages`. A view only stamps
 * its page with a counter, so the hot path changes no map; the oldest stamp is looked for when
 * a page must go, which is rare and among a few dozen pages.
 */
export class PageStore {
  private readonly pages = new Map<string, { page: CachedPage; used: number }>()
  private total = 0
  private clock = 0

  constructor(
    private readonly maxBytes: number,
    private readonly maxPages = Number.POSITIVE_INFINITY,
  ) {}

  get(key: string): CachedPage | undefined {
    const entry = this.pages.get(key)
    if (!entry) return undefined
    entry.used = ++this.clock
    return entry.page
  }

  set(key: string, page: CachedPage): void {
    this.delete(key)
    if (page.bytes > this.maxBytes) return
    this.pages.set(key, { page, used: ++this.clock })
    this.total += page.bytes
    while (this.total > this.maxBytes || this.pages.size > this.maxPages) this.delete(this.leastRecentlyUsed())
  }

  delete(key: string): void {
    const entry = this.pages.get(key)
    if (!entry) return
    this.pages.delete(key)
    this.total -= entry.page.bytes
  }

  private leastRecentlyUsed(): string {
    let oldest = ''
    let used = Number.POSITIVE_INFINITY
    for (const [key, entry] of this.pages) {
      if (entry.used < used) {
        oldest = key
        used = entry.used
      }
    }
    return oldest
  }

  get size(): number {
    return this.total
  }

  get count(): number {
    return this.pages.size
  }
}
