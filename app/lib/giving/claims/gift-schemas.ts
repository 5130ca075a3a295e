import * as v from 'valibot'
import { MAX_GIFT_PENCE, parseAmountPence } from './money.ts'
import { parseUkDate, type UkDate, ukToday } from './uk-dates.ts'

/** Small donations of a day are gifts of at most this much each; the total of a day at most this. */
export const SMALL_DONATIONS_DAY_MAX_PENCE = 100_000_000

const pastDate = (label: string) =>
  v.pipe(
    v.string(`${label} must be text`),
    v.trim(),
    v.nonEmpty(`Please enter ${label.toLowerCase()}`),
    v.transform((text) => parseUkDate(text)),
    v.check((date): date is UkDate => date !== null, `${label} must be a date like 12/03/2026`),
    v.check((date) => date! <= ukToday(), `${label} cannot be in the future`),
    v.transform((date) => date!),
  )

const amount = (max: number) =>
  v.pipe(
    v.string('The amount must be text'),
    v.trim(),
    v.nonEmpty('Please enter the amount'),
    v.transform((text) => parseAmountPence(text)),
    v.check((pence) => pence !== null, 'The amount must be pounds and pence like 10.00 or 1,250.50, without a £ sign'),
    v.check((pence) => pence! > 0, 'The amount must be more than 0.00'),
    v.check((pence) => pence! <= max, 'The amount is too large'),
    v.transform((pence) => pence!),
  )

const line = (label: string, max: number) =>
  v.pipe(
    v.optional(v.string(`${label} must be text`), ''),
    v.trim(),
    v.maxLength(max, `${label} is too long (at most ${max} characters)`),
    v.check((value) => !/[\r\n]/.test(value), `${label} must be on one line`),
  )

/** A gift recorded by hand: cash, a cheque or an envelope, on a day not in the future. */
export const handGiftSchema = v.object({
  givenOn: pastDate('The date'),
  amount: amount(MAX_GIFT_PENCE),
  method: v.picklist(['cash', 'cheque', 'envelope'], 'Choose cash, cheque or envelope'),
  description: line('The description', 200),
  declarationId: v.optional(v.pipe(v.string(), v.regex(/^[1-9][0-9]{0,17}$/, 'Choose a declaration from the search'))),
})

/** The small cash or contactless gifts of one service, as one total. */
export const smallDonationsSchema = v.object({
  givenOn: pastDate('The date'),
  amount: amount(SMALL_DONATIONS_DAY_MAX_PENCE),
  method: v.picklist(['cash', 'contactless'], 'Choose cash or contactless'),
  description: line('The description', 35),
})

/** How the treasurer settles a gift: matched to a declaration, not for Gift Aid, or back to unmatched. */
export const giftMatchSchema = v.variant('match', [
  v.object({ match: v.literal('declaration'), declarationId: v.pipe(v.string(), v.regex(/^[1-9][0-9]{0,17}$/, 'Choose a declaration from the search')) }),
  v.object({ match: v.literal('not_for_gift_aid') }),
  v.object({ match: v.literal('unmatched') }),
])

const column = v.pipe(v.number('Choose a column'), v.integer('Choose a column'), v.minValue(0, 'Choose a column'), v.maxValue(49, 'Choose a column'))

/** The columns of a statement, as the treasurer maps them. */
export const csvMappingSchema = v.object({
  date: column,
  description: column,
  amount: v.optional(column),
  paidIn: v.optional(column),
})

/** A gift as the dashboard lists it. */
export type GiftListed = {
  id: string
  givenOn: UkDate
  amountPence: number
  method: 'bank' | 'cash' | 'cheque' | 'envelope'
  description: string
  declarationId: string | null
  giverName: string | null
  givingReference: string | null
  notForGiftAid: boolean
  claimId: string | null
  claimSent: boolean
}

/** A declaration found by the treasurer's search, to match a gift to. */
export type GiverFound = { declarationId: string; givingReference: string; name: string; postcode: string | null; cancelledOn: UkDate | null }

/** A day's small donations total. */
export type SmallDonationsListed = {
  id: string
  givenOn: UkDate
  amountPence: number
  method: 'cash' | 'contactless'
  description: string
  claimId: string | null
}
