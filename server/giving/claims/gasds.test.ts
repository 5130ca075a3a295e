import { describe, expect, it } from 'vitest'
import { claimableSmallDonations, GASDS_PER_GIFT_LIMIT_PENCE, GASDS_YEARLY_LIMIT_PENCE, taxYearOf } from './gasds.ts'

describe('the Gift Aid Small Donations Scheme', () => {
  it('limits a small donation to £30', () => {
    expect(GASDS_PER_GIFT_LIMIT_PENCE).toBe(3000)
  })

  it('runs from 6 April to 5 April', () => {
    expect(taxYearOf('2026-04-05')).toBe(2025)
    expect(taxYearOf('2026-04-06')).toBe(2026)
  })

  it('claims all small donations within both limits, with a top-up of 25%', () => {
    expect(claimableSmallDonations({ taxYear: 2026, smallDonationsPence: 100_000, alreadyClaimedPence: 0, giftAidClaimedPence: 20_000 })).toEqual({
      claimablePence: 100_000,
      topUpPence: 25_000,
      limitedBy: 'none',
    })
  })

  it('stops at £8,000 a tax year, counting what was claimed already', () => {
    const amount = claimableSmallDonations({ taxYear: 2026, smallDonationsPence: 500_000, alreadyClaimedPence: 600_000, giftAidClaimedPence: 10_000_000 })
    expect(amount).toEqual({ claimablePence: GASDS_YEARLY_LIMIT_PENCE - 600_000, topUpPence: 50_000, limitedBy: 'yearly limit' })
  })

  it('stops at ten times the Gift Aid donations claimed in the year', () => {
    const amount = claimableSmallDonations({ taxYear: 2026, smallDonationsPence: 300_000, alreadyClaimedPence: 0, giftAidClaimedPence: 15_000 })
    expect(amount).toEqual({ claimablePence: 150_000, topUpPence: 37_500, limitedBy: 'matching rule' })
  })
})
