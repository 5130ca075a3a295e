import { describe, expect, it } from 'vitest'
import { availability, type DiaryEntry, findClashes, clashes } from './diary.ts'

function use(date: string, start: string, end: string, overrides: Partial<DiaryEntry> = {}): DiaryEntry {
  const minute = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5))
  return { roomId: 'hall', date, startMinute: minute(start), endMinute: minute(end), kind: 'booking', sourceId: 'b', title: 'Use', ...overrides }
}

const partsOf = (entries: DiaryEntry[], turnaround = 30) =>
  availability(entries, '2026-12-05', 1, turnaround)[0]!.parts.map(({ part, free }) => `${part} ${free ? 'free' : 'booked'}`)

describe('two uses of a room', () => {
  it('clash when less than the turnaround lies between them', () => {
    const evening = use('2026-12-05', '18:00', '20:00')
    expect(clashes(use('2026-12-05', '15:00', '17:31'), evening, 30)).toBe(true)
    expect(clashes(use('2026-12-05', '20:29', '22:00'), evening, 30)).toBe(true)
  })

  it('do not clash with the turnaround exactly between them, or with none wanted', () => {
    const evening = use('2026-12-05', '18:00', '20:00')
    expect(clashes(use('2026-12-05', '15:00', '17:30'), evening, 30)).toBe(false)
    expect(clashes(use('2026-12-05', '20:30', '22:00'), evening, 30)).toBe(false)
    expect(clashes(use('2026-12-05', '20:00', '22:00'), evening, 0)).toBe(false)
  })

  it('do not clash on another date or in another room', () => {
    const evening = use('2026-12-05', '18:00', '20:00')
    expect(clashes(use('2026-12-06', '18:00', '20:00'), evening, 30)).toBe(false)
    expect(clashes(use('2026-12-05', '18:00', '20:00', { roomId: 'small' }), evening, 30)).toBe(false)
  })
})

describe('the clashes of a new booking', () => {
  const diary = [
    use('2026-12-13', '10:30', '12:00', { kind: 'church', sourceId: 'service', title: 'Sunday service' }),
    use('2026-12-06', '10:30', '12:00', { kind: 'church', sourceId: 'service', title: 'Sunday service' }),
    use('2026-12-06', '09:00', '09:30', { sourceId: 'early', title: 'Early' }),
    use('2026-12-06', '11:00', '13:00', { sourceId: 'new', title: 'The booking itself' }),
  ]

  it('come in date order, then by time, and never against the booking itself', () => {
    const wanted = [use('2026-12-13', '11:00', '13:00', { sourceId: 'new' }), use('2026-12-06', '09:45', '13:00', { sourceId: 'new' })]
    const found = findClashes(wanted, diary, 30)
    expect(found.map((clash) => `${clash.entry.date} ${clash.with.title}`)).toEqual([
      '2026-12-06 Sunday service',
      '2026-12-06 Early',
      '2026-12-13 Sunday service',
    ])
    expect(found.map((clash) => clash.with.sourceId)).not.toContain('new')
  })

  it('are none when the turnaround is kept', () => {
    expect(findClashes([use('2026-12-06', '14:00', '16:00', { sourceId: 'new' })], diary, 30)).toEqual([])
  })
})

describe('the parts of a day the public sees', () => {
  it('are all free on a day with no use', () => {
    expect(partsOf([])).toEqual(['morning free', 'afternoon free', 'evening free'])
  })

  it('book only the morning for a use ending at 12:30 with 30 minutes to clear down', () => {
    expect(partsOf([use('2026-12-05', '10:00', '12:30')])).toEqual(['morning booked', 'afternoon free', 'evening free'])
  })

  it('book the afternoon too for a use ending at 12:31', () => {
    expect(partsOf([use('2026-12-05', '10:00', '12:31')])).toEqual(['morning booked', 'afternoon booked', 'evening free'])
  })

  it('book a part touched only by setting up', () => {
    expect(partsOf([use('2026-12-05', '17:29', '19:00')])).toEqual(['morning free', 'afternoon booked', 'evening booked'])
    expect(partsOf([use('2026-12-05', '17:30', '19:00')])).toEqual(['morning free', 'afternoon free', 'evening booked'])
  })

  it('leave free the hours before 8am and after 10pm, beyond the turnaround', () => {
    expect(partsOf([use('2026-12-05', '06:00', '07:30'), use('2026-12-05', '22:30', '23:30')])).toEqual(['morning free', 'afternoon free', 'evening free'])
  })

  it('are all booked by an all-day use', () => {
    expect(partsOf([use('2026-12-05', '00:00', '00:00', { endMinute: 24 * 60 })])).toEqual(['morning booked', 'afternoon booked', 'evening booked'])
  })

  it('count each date on its own', () => {
    const days = availability([use('2026-12-06', '09:00', '10:00')], '2026-12-05', 3, 30)
    expect(days.map((day) => [day.date, day.parts.filter((part) => !part.free).length])).toEqual([
      ['2026-12-05', 0],
      ['2026-12-06', 1],
      ['2026-12-07', 0],
    ])
  })
})
