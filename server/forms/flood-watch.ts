/** How far back posts are counted to tell a flood. */
const WINDOW_MS = 60_000
/** How long the forms keep asking for a proof of work after the last minute that looked like a flood. */
export const FLOOD_STAYS_ON_MS = 10 * 60_000

export type FloodThresholds = { postsPerMinute: number; addressesPerMinute: number }

type Post = { at: number; group: string }

/**
 * Notices a flood of form posts from the posts themselves, in this process's memory: so many in a
 * minute, or from so many addresses (each counted as its rate-limit group), as no church's visitors
 * send. Every post is noted before any limit is applied, so posts refused for their address count too.
 * Posts older than a minute are forgotten, and all of them once a threshold is reached, so no more
 * than a threshold's worth are ever kept.
 */
export class FloodWatch {
  private posts: Post[] = []
  private oldest = 0
  private readonly perGroup = new Map<string, number>()
  private lastFloodAt = Number.NEGATIVE_INFINITY

  constructor(private readonly thresholds: FloodThresholds) {}

  /** Notes a post from `group` at `now`, and says whether the forms are under a flood. */
  notePost(group: string, now = Date.now()): boolean {
    this.forgetBefore(now - WINDOW_MS)
    this.posts.push({ at: now, group })
    this.perGroup.set(group, (this.perGroup.get(group) ?? 0) + 1)
    if (this.posts.length - this.oldest >= this.thresholds.postsPerMinute || this.perGroup.size >= this.thresholds.addressesPerMinute) {
      // The flood goes on while posts keep reaching a threshold; counting starts again from here.
      this.lastFloodAt = now
      this.forgetBefore(Number.POSITIVE_INFINITY)
    }
    return this.isOn(now)
  }

  isOn(now = Date.now()): boolean {
    return now - this.lastFloodAt < FLOOD_STAYS_ON_MS
  }

  private forgetBefore(time: number) {
    while (this.oldest < this.posts.length && this.posts[this.oldest]!.at <= time) {
      const { group } = this.posts[this.oldest++]!
      const left = (this.perGroup.get(group) ?? 1) - 1
      if (left === 0) this.perGroup.delete(group)
      else this.perGroup.set(group, left)
    }
    if (this.oldest > 1024 && this.oldest * 2 > this.posts.length) {
      this.posts = this.posts.slice(this.oldest)
      this.oldest = 0
    }
  }
}
