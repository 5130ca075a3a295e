import * as v from 'valibot'
import { choice, group, list, paragraphs, text } from '../fields/fields.ts'

export const FUND_TYPES = { default: 'Default', restricted: 'Restricted', designated: 'Designated' } as const

const fund = group('Fund', {
  name: text('Name', { max: 60 }),
  type: choice('Type', FUND_TYPES, {
    hint: 'Default: where a gift goes unless marked. Restricted: kept for one purpose by law. Designated: set aside by the church.',
  }),
  description: paragraphs('What it is for', { max: 400 }),
})

/** The church's funds and the account gifts are paid into. */
export const givingSchema = v.object({
  funds: list('Funds', fund, { itemLabel: 'fund', minItems: 1, maxItems: 12 }),
  bank: group('Bank details', {
    accountName: text('Account name', { max: 80 }),
    bank: text('Bank', { max: 80 }),
    sortCode: text('Sort code', { max: 8, hint: 'Such as 12-34-56.' }),
    accountNumber: text('Account number', { max: 8, hint: 'Eight digits.' }),
    referenceHint: text('What to write as the reference', { max: 300 }),
  }),
})

export type Giving = v.InferOutput<typeof givingSchema>
export type Fund = Giving['funds'][number]
export type FundType = Fund['type']
