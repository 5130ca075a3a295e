import { describe, expect, it } from 'vitest'
import { createdEventWords } from './created-event-words.ts'

describe('the words of the Event Created toast', () => {
  const today = '2026-11-27'

  it('says an event from today on is on the What’s On When page', () => {
    expect(createdEventWords({ title: 'Carols', event_date: today }, today)).toBe("“Carols” is now on the What's On When page.")
    expect(createdEventWords({ title: 'Carols', event_date: '2026-12-20' }, today)).toBe("“Carols” is now on the What's On When page.")
  })

  it('says a past event is saved but not listed', () => {
    expect(createdEventWords({ title: 'Harvest', event_date: '2026-11-26' }, today)).toBe(
      "“Harvest” was saved. It is in the past, so the What's On When page does not list it.",
    )
  })
})
