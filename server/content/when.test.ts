import { describe, expect, it } from 'vitest'
import { whenSaid } from './when.ts'

describe('whenSaid', () => {
  it('gives the time alone for today in London, British Summer Time included', () => {
    expect(whenSaid(new Date('2026-07-01T13:02:00Z'), new Date('2026-07-01T20:00:00Z'))).toBe('at 14:02')
    expect(whenSaid(new Date('2026-12-01T14:02:00Z'), new Date('2026-12-01T20:00:00Z'))).toBe('at 14:02')
  })

  it('gives the date too for another day, as London counts days', () => {
    expect(whenSaid(new Date('2026-06-30T23:30:00Z'), new Date('2026-07-02T09:00:00Z'))).toBe('on 1 July 2026 at 00:30')
  })
})
