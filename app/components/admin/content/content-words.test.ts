import { describe, expect, it } from 'vitest'
import { atWords, byWords, originWords, whenWords } from './content-words'

describe('content words', () => {
  it('says a moment in the church’s time', () => {
    expect(whenWords('2026-07-01T13:02:00Z')).toBe('1 Jul 2026, 14:02')
    expect(whenWords('2026-12-01T14:02:00Z')).toBe('1 Dec 2026, 14:02')
  })

  it('says only the time for today, the day as well for another day', () => {
    const now = new Date('2026-11-24T18:00:00Z')
    expect(atWords('2026-11-24T14:02:00Z', now)).toBe('at 14:02')
    expect(atWords('2026-11-23T14:02:00Z', now)).toBe('on 23 Nov 2026 at 14:02')
  })

  it('names who when someone is recorded', () => {
    expect(byWords('ruth@example.org')).toBe(' by ruth@example.org')
    expect(byWords(null)).toBe('')
  })

  it('says where each version came from', () => {
    expect(originWords({ origin: 'first', restoredFrom: null })).toBe('First version')
    expect(originWords({ origin: 'publish', restoredFrom: null })).toBe('Published')
    expect(originWords({ origin: 'restore', restoredFrom: 2 })).toBe('Restored from version 2')
    expect(originWords({ origin: 'import', restoredFrom: null })).toBe('Imported')
  })
})
