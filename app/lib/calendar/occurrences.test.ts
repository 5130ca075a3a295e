import { describe, expect, it } from 'vitest'
import type { ExceptionInput } from './exception-schema.ts'
import { nextMeeting, nextOccurrences } from './occurrences.ts'
import type { Recurrence } from './recurrence.ts'

const recurrence: Recurrence = { start: '2026-11-03', pattern: { kind: 'weekly', interval: 1, weekdays: ['TU'] }, ending: { kind: 'never' } }
const exceptions: ExceptionInput[] = [
  { date: '2026-12-22', kind: 'cancelled', reason: 'Christmas' },
  { date: '2026-12-29', kind: 'changed', reason: 'The hall is booked', newDate: '2026-12-30', newStartTime: '18:00', newEndTime: '21:00', newTitle: null },
]
const warmSpace = {
  title: 'Warm Space',
  startTime: '17:00',
  endTime: '20:00',
  recurrence,
  exceptions,
}

describe('nextOccurrences', () => {
  it('lists the next dates with a cancelled one kept and marked, and a moved one where it went', () => {
    const next = nextOccurrences(warmSpace, '2026-12-10', 5)
    expect(next.map(({ on, startTime, cancelled, reason }) => ({ on, startTime, cancelled, reason }))).toEqual([
      { on: '2026-12-15', startTime: '17:00', cancelled: false, reason: '' },
      { on: '2026-12-22', startTime: '17:00', cancelled: true, reason: 'Christmas' },
      { on: '2026-12-30', startTime: '18:00', cancelled: false, reason: 'The hall is booked' },
      { on: '2027-01-05', startTime: '17:00', cancelled: false, reason: '' },
      { on: '2027-01-12', startTime: '17:00', cancelled: false, reason: '' },
    ])
  })

  it('gives twelve dates ahead for the editor’s preview, in order', () => {
    const next = nextOccurrences({ ...warmSpace, exceptions: [] }, '2026-11-28', 12)
    expect(next).toHaveLength(12)
    expect(next[0]!.on).toBe('2026-12-01')
    expect(next[11]!.on).toBe('2027-02-16')
  })

  it('finds the next date the series really meets on', () => {
    expect(nextMeeting(warmSpace, '2026-12-16')?.on).toBe('2026-12-30')
    const ended = { ...warmSpace, exceptions: [], recurrence: { ...recurrence, ending: { kind: 'until', date: '2026-11-24' } } satisfies Recurrence }
    expect(nextMeeting(ended, '2026-11-28')).toBeNull()
  })
})
