import { describe, expect, it } from 'vitest'
import { FLOOD_STAYS_ON_MS, FloodWatch } from './flood-watch.ts'

const thresholds = { postsPerMinute: 20, addressesPerMinute: 8 }

describe('FloodWatch', () => {
  it('is quiet for a church’s ordinary posts: a few a minute, from a few addresses', () => {
    const watch = new FloodWatch(thresholds)
    for (let minute = 0; minute < 60; minute++) {
      for (let post = 0; post < 5; post++) expect(watch.notePost(`10.0.0.${post}`, minute * 60_000 + post * 1000)).toBe(false)
    }
  })

  it('sees a flood from one address at its twentieth post in a minute', () => {
    const watch = new FloodWatch(thresholds)
    for (let post = 1; post < 20; post++) expect(watch.notePost('10.0.0.1', post * 1000)).toBe(false)
    expect(watch.notePost('10.0.0.1', 20_000)).toBe(true)
  })

  it('sees a flood from eight addresses in a minute, one post each', () => {
    const watch = new FloodWatch(thresholds)
    for (let address = 1; address < 8; address++) expect(watch.notePost(`10.0.0.${address}`, address * 1000)).toBe(false)
    expect(watch.notePost('10.0.0.8', 8000)).toBe(true)
  })

  it('forgets posts older than a minute', () => {
    const watch = new FloodWatch(thresholds)
    for (let post = 0; post < 19; post++) watch.notePost('10.0.0.1', post * 1000)
    expect(watch.notePost('10.0.0.1', 61_000)).toBe(false)
  })

  it('stays on for ten minutes after the last minute that looked like a flood, then ends', () => {
    const watch = new FloodWatch(thresholds)
    for (let post = 0; post < 20; post++) watch.notePost(`10.0.${post}.1`, post)
    expect(watch.isOn(FLOOD_STAYS_ON_MS - 1000)).toBe(true)
    expect(watch.notePost('10.0.0.1', FLOOD_STAYS_ON_MS - 1000)).toBe(true)
    expect(watch.isOn(FLOOD_STAYS_ON_MS + 20)).toBe(false)
  })

  it('goes on while the flood goes on', () => {
    const watch = new FloodWatch(thresholds)
    const start = 0
    for (let second = 0; second < 20 * 60; second++) watch.notePost(`10.0.${second % 50}.1`, start + second * 1000)
    expect(watch.isOn(20 * 60_000 + FLOOD_STAYS_ON_MS - 60_000)).toBe(true)
  })
})
