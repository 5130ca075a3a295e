import * as v from 'valibot'
import { parseUkDate, type UkDate, ukToday } from './uk-dates.ts'

const date = (label: string) =>
  v.pipe(
    v.string(`${label} must be text`),
    v.trim(),
    v.nonEmpty(`Please enter ${label.toLowerCase()}`),
    v.transform((text) => parseUkDate(text)),
    v.check((value) => value !== null, `${label} must be a date like 12/03/2026`),
    v.transform((value) => value!),
  )

/** The period a claim is built for: at most one tax year (6 April to 5 April), so its small donations can be worked out. */
export const claimPeriodSchema = v.pipe(
  v.object({ periodFrom: date('The first day'), periodTo: date('The last day') }),
  v.forward(
    v.check((period) => period.periodTo >= period.periodFrom, 'The last day must not be before the first day'),
    ['periodTo'],
  ),
  v.forward(
    v.check((period) => taxYearOfDate(period.periodFrom) === taxYearOfDate(period.periodTo), 'A claim covers one tax year at most (6 April to 5 April)'),
    ['periodTo'],
  ),
)

/** Marking a claim sent: HMRC's reference for it and the day it was sent. */
export const claimSentSchema = v.object({
  hmrcReference: v.pipe(
    v.string('HMRC’s reference must be text'),
    v.trim(),
    v.nonEmpty('Please enter the reference HMRC gave the claim'),
    v.maxLength(40, 'HMRC’s reference is too long (at most 40 characters)'),
    v.regex(/^[A-Za-z0-9 /-]+$/, 'HMRC’s reference has letters, numbers, spaces, hyphens and slashes only'),
  ),
  sentOn: v.pipe(
    date('The day it was sent'),
    v.check((value) => value <= ukToday(), 'The day it was sent cannot be in the future'),
  ),
})

function taxYearOfDate(date: UkDate): number {
  const year = Number(date.slice(0, 4))
  return date.slice(5) >= '04-06' ? year : year - 1
}

/** What HMRC would refuse in one row, for the dashboard: the giver and the field, with where to fix it. */
export type ClaimProblem = {
  item: number
  giftId: string | null
  declarationId: string | null
  givingReference: string | null
  giver: string
  field: string
  message: string
}

/** One row of a claim's schedule as the dashboard shows it. */
export type ClaimRowShown = { item: number; giftId: string | null; giver: string; postcode: string; donationDate: UkDate; amountPence: number }

export type ClaimGasds = {
  taxYear: number
  smallDonationsPence: number
  claimablePence: number
  topUpPence: number
  limitedBy: 'none' | 'yearly limit' | 'matching rule'
}

/** A claim with its schedule, its checks and its small donations line. */
export type ClaimShown = ClaimListed & {
  earliestDonationDate: UkDate | null
  notCovered: number
  sheets: number
  rows: ClaimRowShown[]
  problems: ClaimProblem[]
  gasds: ClaimGasds
}

/** A claim in the history. */
export type ClaimListed = {
  id: string
  periodFrom: UkDate
  periodTo: UkDate
  status: 'draft' | 'sent'
  hmrcReference: string | null
  sentOn: UkDate | null
  giftCount: number
  totalPence: number
}
