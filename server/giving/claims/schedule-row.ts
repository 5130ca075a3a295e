import type { UkDate } from '../../../app/lib/giving/claims/uk-dates.ts'

/**
 * One row of HMRC's Gift Aid schedule, as it will be written: a gift from a declared giver, or an
 * aggregated line of small gifts (then only its description, date and total are written).
 */
export type ScheduleRow = {
  giftId: string | null
  declarationId: string | null
  givingReference: string | null
  title: string
  firstName: string
  lastName: string
  house: string
  /** In HMRC's form, or 'X' for a giver outside the UK. */
  postcode: string
  aggregatedDescription: string
  sponsoredEvent: boolean
  donationDate: UkDate
  amountPence: number
}

export const isAggregated = (row: ScheduleRow) => row.aggregatedDescription.trim() !== ''
