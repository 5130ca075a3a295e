import { describe, expect, it } from 'vitest'
import { formatSermonDate, sermonPreview } from './sermons.ts'

describe('formatSermonDate', () => {
  it('prints en-GB long with the weekday', () => {
    expect(formatSermonDate('2025-11-09T12:15:04Z')).toBe('Sunday, 9 November 2025')
  })

  it('uses UK time: late on Saturday in UTC summer time is already Sunday in London', () => {
    expect(formatSermonDate('2025-07-05T23:30:00Z')).toBe('Sunday, 6 July 2025')
    expect(formatSermonDate('2025-12-06T23:30:00Z')).toBe('Saturday, 6 December 2025')
  })

  it('matches what en-GB formatting gives on this runtime', () => {
    const instant = '2025-10-19T12:05:48Z'
    const expected = new Date(instant).toLocaleDateString('en-GB', {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'Europe/London',
    })
    expect(formatSermonDate(instant)).toBe(expected)
  })

  it('prints nothing for an invalid date', () => {
    expect(formatSermonDate('not a date')).toBe('')
  })
})

describe('sermonPreview', () => {
  it('shows the summary when there is one', () => {
    expect(sermonPreview({ summary: 'First paragraph.', description: 'First paragraph.\n\nSecond.' })).toBe('First paragraph.')
  })

  it('keeps a description of at most 150 characters whole', () => {
    const description = 'a'.repeat(150)
    expect(sermonPreview({ description })).toBe(description)
  })

  it('cuts a longer description to 150 characters plus an ellipsis', () => {
    const description = `${'b'.repeat(150)}cdef`
    expect(sermonPreview({ description })).toBe(`${'b'.repeat(150)}…`)
  })

  it('never splits a character made of two code units', () => {
    const description = `${'x'.repeat(149)}🙏🙏🙏`
    expect(sermonPreview({ description })).toBe(`${'x'.repeat(149)}🙏…`)
  })

  it('does not leave a space before the ellipsis', () => {
    const description = `${'w'.repeat(149)} more words follow`
    expect(sermonPreview({ description })).toBe(`${'w'.repeat(149)}…`)
  })
})
