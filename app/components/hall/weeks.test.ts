import { describe, expect, it } from 'vitest'
import { addDays } from '~/lib/calendar/london-time'
import { availabilityWeeks } from './weeks'

const days = (from: string, count = 56) => Array.from({ length: count }, (_, index) => ({ date: addDays(from, index), free: [true, true, true] }))

describe('the weeks of the availability', () => {
  it('are eight from a Monday, each of seven days, captioned by their Monday', () => {
    const weeks = availabilityWeeks(days('2026-11-30'))
    expect(weeks).toHaveLength(8)
    expect(weeks.every((week) => week.days.length === 7)).toBe(true)
    expect(weeks[0]!.caption).toBe('Week beginning Monday 30 November')
    expect(weeks[7]!.caption).toBe('Week beginning Monday 18 January')
  })

  it('start with the rest of this week from any other day, then weeks from Monday to Sunday, and end with the last day', () => {
    const weeks = availabilityWeeks(days('2026-11-29'))
    expect(weeks).toHaveLength(9)
    expect(weeks[0]).toEqual({ caption: 'From Sunday 29 November', days: days('2026-11-29', 1) })
    expect(weeks[1]!.caption).toBe('Week beginning Monday 30 November')
    expect(weeks[1]!.days.map((day) => day.date)).toEqual(days('2026-11-30', 7).map((day) => day.date))
    expect(weeks[7]!.days.at(-1)!.date).toBe('2027-01-17')
    expect(weeks[8]).toMatchObject({ caption: 'Week beginning Monday 18 January' })
    expect(weeks[8]!.days.map((day) => day.date)).toEqual(days('2027-01-18', 6).map((day) => day.date))
    expect(weeks.flatMap((week) => week.days)).toHaveLength(56)
  })

  it('start on a Wednesday with five days', () => {
    const weeks = availabilityWeeks(days('2026-12-02'))
    expect(weeks[0]!.caption).toBe('From Wednesday 2 December')
    expect(weeks[0]!.days).toHaveLength(5)
  })
})
