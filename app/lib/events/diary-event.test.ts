import { describe, expect, it } from 'vitest'
import { toDiaryEvent } from './diary-event.ts'

describe('toDiaryEvent', () => {
  it('writes out the long date and the calendar badge', () => {
    const event = { id: 'a', title: 'Carol Service', description: 'Carols', event_date: '2025-12-07' }
    expect(toDiaryEvent(event)).toEqual({ ...event, dateLabel: 'Sunday, December 7, 2025', badgeMonth: 'Dec', badgeDay: '7' })
  })
})
