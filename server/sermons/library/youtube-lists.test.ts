import { describe, expect, it } from 'vitest'
import { isoDurationSeconds } from './youtube-lists.ts'

describe('a video’s length from its ISO 8601 duration', () => {
  it.each([
    ['PT38M12S', 38 * 60 + 12],
    ['PT1H2M3S', 3723],
    ['PT45S', 45],
    ['PT2H', 7200],
    ['P1DT1M', 86_460],
    ['P0D', 0],
  ])('%s is %i seconds', (duration, seconds) => {
    expect(isoDurationSeconds(duration)).toBe(seconds)
  })

  it.each([undefined, '', '38:12', 'PT', 'PT1.5S'])('%s is unknown', (duration) => {
    expect(isoDurationSeconds(duration)).toBeNull()
  })
})
