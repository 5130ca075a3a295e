import { describe, expect, it } from 'vitest'
import { failureDescription } from './form-failure.ts'

describe('failureDescription', () => {
  const fallback = 'Failed to send message'

  it('shows string details before the error', () => {
    expect(failureDescription({ error: 'Too many requests', details: 'Please try again in a minute.' }, fallback)).toBe('Please try again in a minute.')
  })

  it('lists field details as sentences', () => {
    expect(failureDescription({ error: 'Invalid form', details: { name: 'Please enter your name', email: 'Please enter your email.' } }, fallback)).toBe(
      'Please enter your name. Please enter your email.',
    )
  })

  it('falls back to the error, then to the fallback', () => {
    expect(failureDescription({ error: 'Service unavailable' }, fallback)).toBe('Service unavailable')
    expect(failureDescription({ error: 'Oops', details: '  ' }, fallback)).toBe('Oops')
    expect(failureDescription({}, fallback)).toBe(fallback)
    expect(failureDescription({ error: 42, details: 7 }, fallback)).toBe(fallback)
  })
})
