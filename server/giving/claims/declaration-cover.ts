import type { UkDate } from '../../../app/lib/giving/claims/uk-dates.ts'

/** A declaration as the claim reads it. `firstGiftId` is the earliest gift matched to it, for a one-gift declaration. */
export type CoveringDeclaration = {
  id: string
  givingReference: string
  scope: 'one_gift' | 'all_gifts'
  madeOn: UkDate
  cancelledOn: UkDate | null
  firstGiftId: string | null
}

/** The giver's name and address from a date. */
export type GiverDetails = {
  effectiveFrom: UkDate
  title: string | null
  firstName: string
  lastName: string
  house: string
  postcode: string | null
}

/** A gift a declaration may cover. */
export type MatchedGift = { id: string; givenOn: UkDate; amountPence: number; declarationId: string }

/** A declaration covering all gifts reaches back 4 years before the day it was made (HMRC, Gift Aid declarations). */
export const YEARS_COVERED_BEFORE_DECLARATION = 4

/** The day `years` years before `date`; 29 February becomes 28 February in a year without it. */
export function yearsBefore(date: UkDate, years: number): UkDate {
  const year = Number(date.slice(0, 4)) - years
  const monthDay = date.slice(5)
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0
  return `${String(year).padStart(4, '0')}-${monthDay === '02-29' && !leap ? '02-28' : monthDay}`
}

/**
 * Whether the declaration covers the gift: one covering all gifts, those from 4 years before it
 * was made on; one for one gift, just the earliest gift matched to it; neither a gift on or after
 * the day it was cancelled (a cancellation is never retrospective).
 */
export function declarationCovers(declaration: CoveringDeclaration, gift: MatchedGift): boolean {
  if (declaration.cancelledOn !== null && gift.givenOn >= declaration.cancelledOn) return false
  if (declaration.scope === 'one_gift') return gift.id === declaration.firstGiftId
  return gift.givenOn >= yearsBefore(declaration.madeOn, YEARS_COVERED_BEFORE_DECLARATION)
}

/**
 * The giver's details that applied on a day: the latest row effective on or before it; for a gift
 * before the first row (the 4 years a declaration reaches back), the first row. `details` must be
 * ordered by effective date.
 */
export function detailsOn(details: readonly GiverDetails[], date: UkDate): GiverDetails | null {
  let applying: GiverDetails | null = details[0] ?? null
  for (const row of details) {
    if (row.effectiveFrom <= date) applying = row
    else break
  }
  return applying
}
