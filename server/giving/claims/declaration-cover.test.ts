import { describe, expect, it } from 'vitest'
import { type CoveringDeclaration, declarationCovers, detailsOn, type GiverDetails, yearsBefore } from './declaration-cover.ts'
import { scheduleOf } from './schedule.ts'

const allGifts: CoveringDeclaration = { id: '1', givingReference: 'GA7K4Q', scope: 'all_gifts', madeOn: '2026-03-01', cancelledOn: null, firstGiftId: '10' }
const gift = (id: string, givenOn: string) => ({ id, givenOn, amountPence: 1000, declarationId: '1' })

describe('what a declaration covers', () => {
  it('covers gifts from 4 years before it was made, and after', () => {
    expect(declarationCovers(allGifts, gift('1', '2022-03-01'))).toBe(true)
    expect(declarationCovers(allGifts, gift('2', '2022-02-28'))).toBe(false)
    expect(declarationCovers(allGifts, gift('3', '2026-11-01'))).toBe(true)
  })

  it('stops at its cancellation, never before it', () => {
    const cancelled = { ...allGifts, cancelledOn: '2026-06-01' }
    expect(declarationCovers(cancelled, gift('1', '2026-05-31'))).toBe(true)
    expect(declarationCovers(cancelled, gift('2', '2026-06-01'))).toBe(false)
  })

  it('covers one gift only when made for one gift', () => {
    const oneGift = { ...allGifts, scope: 'one_gift' as const, firstGiftId: '10' }
    expect(declarationCovers(oneGift, gift('10', '2026-03-01'))).toBe(true)
    expect(declarationCovers(oneGift, gift('11', '2026-03-02'))).toBe(false)
  })

  it('counts 4 years back from 29 February', () => {
    expect(yearsBefore('2028-02-29', 4)).toBe('2024-02-29')
    expect(yearsBefore('2024-02-29', 1)).toBe('2023-02-28')
  })
})

describe('the giver’s details on the day of a gift', () => {
  const before: GiverDetails = { effectiveFrom: '2026-03-01', title: 'Ms', firstName: 'Ada', lastName: 'Byron', house: '1', postcode: 'BR5 2RW' }
  const after: GiverDetails = { ...before, effectiveFrom: '2026-07-01', lastName: 'King', house: '22', postcode: 'NE27 0QQ' }

  it('uses the old address before a change in the middle of the period and the new one after', () => {
    expect(detailsOn([before, after], '2026-06-30')?.house).toBe('1')
    expect(detailsOn([before, after], '2026-07-01')?.house).toBe('22')
    expect(detailsOn([before, after], '2025-01-01')?.house).toBe('1')
    const { rows } = scheduleOf([gift('1', '2026-05-01'), gift('2', '2026-08-01')], new Map([['1', allGifts]]), new Map([['1', [before, after]]]))
    expect(rows.map((row) => [row.lastName, row.postcode])).toEqual([
      ['Byron', 'BR5 2RW'],
      ['King', 'NE27 0QQ'],
    ])
  })

  it('writes X for a giver outside the UK, and counts gifts no declaration covers', () => {
    const overseas = { ...before, postcode: null }
    const { rows, notCovered } = scheduleOf([gift('1', '2026-05-01'), gift('2', '2020-01-01')], new Map([['1', allGifts]]), new Map([['1', [overseas]]]))
    expect(rows.map((row) => row.postcode)).toEqual(['X'])
    expect(notCovered).toBe(1)
  })
})
