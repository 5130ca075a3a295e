import { describe, expect, it } from 'vitest'
import { parseSlot, slotValue, slotWords } from './slot.ts'
import { slotSearch } from './slot-search.ts'

const TODAY = '2026-11-29'

describe('a slot chosen from the availability', () => {
  it('reads back as it is written in the query', () => {
    const slot = { date: '2026-12-05', part: 'afternoon' } as const
    expect(slotValue(slot)).toBe('2026-12-05.afternoon')
    expect(parseSlot('2026-12-05.afternoon', TODAY)).toEqual(slot)
  })

  it('fills the dates field in words', () => {
    expect(slotWords({ date: '2026-12-05', part: 'afternoon' })).toBe('Saturday 5 December 2026, afternoon (1pm to 5pm)')
    expect(slotWords({ date: '2027-01-04', part: 'morning' })).toBe('Monday 4 January 2027, morning (8am to 1pm)')
    expect(slotWords({ date: '2026-11-29', part: 'evening' })).toBe('Sunday 29 November 2026, evening (5pm to 10pm)')
  })

  it('is taken from today to the last of the 56 days shown', () => {
    expect(parseSlot('2026-11-29.morning', TODAY)).not.toBeNull()
    expect(parseSlot('2027-01-23.evening', TODAY)).not.toBeNull()
    expect(parseSlot('2027-01-24.evening', TODAY)).toBeNull()
    expect(parseSlot('2026-11-28.evening', TODAY)).toBeNull()
  })

  it('is ignored when malformed', () => {
    for (const value of ['', '2026-12-05', '2026-12-05.night', '2026-02-30.morning', '2026-12-5.morning', ' 2026-12-05.morning', 20261205, null]) {
      expect(parseSlot(value, TODAY), String(value)).toBeNull()
    }
  })

  it('is kept in the search only when well formed', () => {
    expect(slotSearch({ slot: '2026-12-05.evening', other: 'x' })).toEqual({ slot: '2026-12-05.evening' })
    expect(slotSearch({ slot: '<script>' })).toEqual({})
    expect(slotSearch({})).toEqual({})
  })
})
