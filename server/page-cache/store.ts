import type { StoredResponse } from '../stored-response.ts'

/** One cached page, stored in each encoding, and the site version it was made at. */
export type CachedPage = StoredResponse & { version: number }

/** Least recently used pages go first once the total size passes `maxBytes`. */
export class PageStore {
  private readonly pages = new Map<string, CachedPage>()
  private total = 0

  constructor(private readonly maxBytes: number) {}

  get(key: string): CachedPage | undefined {
    const page = this.pages.get(key)
    if (!page) return undefined
    this.pages.delete(key)
    this.pages.set(key, page)
    return page
  }

  set(key: string, page: CachedPage): void {
    this.delete(key)
    if (page.bytes > this.maxBytes) return
    this.pages.set(key, page)
    this.total += page.bytes
    for (const [oldest, old] of this.pages) {
      if (this.total <= this.maxBytes) break
      this.pages.delete(oldest)
      this.total -= old.bytes
    }
  }

  delete(key: string): void {
    const page = this.pages.get(key)
    if (!page) return
    this.pages.delete(key)
    this.total -= page.bytes
  }

  get size(): number {
    return this.total
  }
}
