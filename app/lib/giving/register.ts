import type { DeclarationScope, GiftAidWording } from './declaration.ts'
import type { DeclarationDetails } from './declaration-form.ts'

/** One declaration as the register lists it: its latest name and address. */
export type DeclarationSummary = {
  id: string
  givingReference: string
  scope: DeclarationScope
  source: 'online' | 'paper'
  madeOn: string
  cancelledOn: string | null
  email: string | null
  name: string
  postcode: string | null
  keepUntil: string
  pastKeepUntil: boolean
}

export type DetailsRow = DeclarationDetails & { effectiveFrom: string; recordedBy: string; recordedAt: string }

export type MatchedGift = { id: string; givenOn: string; amountPence: number; method: string; claimStatus: 'draft' | 'sent' | null }

/** Everything the register holds about one declaration. */
export type DeclarationRecord = DeclarationSummary & {
  cancelledBy: string | null
  wording: GiftAidWording & { source: string }
  details: DetailsRow[]
  gifts: MatchedGift[]
  lastClaimedGiftOn: string | null
}

/** Money in pence, written in pounds: 1250 → '£12.50'. */
export const pounds = (pence: number) => `£${Math.floor(pence / 100).toLocaleString('en-GB')}.${String(pence % 100).padStart(2, '0')}`

/** What the giver's private page shows: their declaration as made, and their name and address now. */
export type GiverDeclaration = {
  givingReference: string
  scope: DeclarationScope
  madeOn: string
  cancelledOn: string | null
  email: string | null
  details: DeclarationDetails
  wording: GiftAidWording
  churchName: string
}
