import type { UkDate } from '../../../app/lib/giving/claims/uk-dates.ts'

/**
 * The most one small donation may be to count for the Gift Aid Small Donations Scheme: £30 since
 * 6 April 2016 (£20 before), in cash or contactless, never a £30 portion of a larger gift.
 * HMRC: https://www.gov.uk/claiming-a-top-up-payment-on-small-charitable-donations
 */
export const GASDS_PER_GIFT_LIMIT_PENCE = 3_000

/**
 * The most small donations a charity may claim on in one tax year: £8,000 (a top-up of £2,000),
 * since 6 April 2016. Same source as above ("Maximum top-up payments from 6 April 2016").
 */
export const GASDS_YEARLY_LIMIT_PENCE = 800_000

/**
 * Small donations claimed on in a tax year are at most this many times the Gift Aid donations
 * claimed in it (the matching rule); with no Gift Aid claimed in the year, none. Same source.
 */
export const GASDS_MATCHING_MULTIPLE = 10

/** The top-up HMRC pays on small donations, like Gift Aid: 25p in the pound. */
export const TOP_UP_NUMERATOR = 25

/** The tax year a day falls in, by the year it starts: 6 April 2026 to 5 April 2027 is 2026. */
export function taxYearOf(date: UkDate): number {
  const year = Number(date.slice(0, 4))
  return date.slice(5) >= '04-06' ? year : year - 1
}

export const taxYearStart = (taxYear: number): UkDate => `${taxYear}-04-06`
export const taxYearEnd = (taxYear: number): UkDate => `${taxYear + 1}-04-05`

/** One tax year's figures, in pence. */
export type GasdsYear = {
  taxYear: number
  /** Small donations recorded in the year and not yet claimed on. */
  smallDonationsPence: number
  /** Small donations already claimed on in the year (sent claims). */
  alreadyClaimedPence: number
  /** Gift Aid donations claimed in the year: sent claims and this one. */
  giftAidClaimedPence: number
}

/** How much of the small donations may be claimed on, and which limit held it back, if any. */
export type GasdsAmount = { claimablePence: number; topUpPence: number; limitedBy: 'none' | 'yearly limit' | 'matching rule' }

/**
 * The small donations a claim may ask the top-up on for one tax year: what was recorded, at most
 * the yearly limit less what was claimed already, and at most ten times the Gift Aid donations
 * claimed in the year less what was claimed already.
 */
export function claimableSmallDonations(year: GasdsYear): GasdsAmount {
  const yearlyRoom = Math.max(0, GASDS_YEARLY_LIMIT_PENCE - year.alreadyClaimedPence)
  const matchingRoom = Math.max(0, GASDS_MATCHING_MULTIPLE * year.giftAidClaimedPence - year.alreadyClaimedPence)
  const claimablePence = Math.min(year.smallDonationsPence, yearlyRoom, matchingRoom)
  const limitedBy = claimablePence === year.smallDonationsPence ? 'none' : yearlyRoom <= matchingRoom ? 'yearly limit' : 'matching rule'
  return { claimablePence, topUpPence: Math.floor((claimablePence * TOP_UP_NUMERATOR) / 100), limitedBy }
}
