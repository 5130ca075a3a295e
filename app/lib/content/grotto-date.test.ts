import { describe, expect, it } from 'vitest'
import { GROTTO_DATE_TO_COME, grottoDateText } from './grotto-date.ts'

describe('grottoDateText', () => {
  it('writes a date to come out in full', () => {
    expect(grottoDateText('2025-12-13', new Date('2025-11-01T12:00:00Z'))).toBe('Saturday 13 December 2025')
  })

  it('still shows the date on the day itself, to its last minute in the UK', () => {
    expect(grottoDateText('2025-12-13', new Date('2025-12-13T23:59:00Z'))).toBe('Saturday 13 December 2025')
  })

  it('says the date is to be announced once the day is over', () => {
    expect(grottoDateText('2025-12-13', new Date('2025-12-14T00:00:00Z'))).toBe(GROTTO_DATE_TO_COME)
    expect(grottoDateText('2025-12-13', new Date('2026-11-24T09:00:00Z'))).toBe(GROTTO_DATE_TO_COME)
  })
})
