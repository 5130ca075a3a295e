import type { ClaimGasds } from '../../../app/lib/giving/claims/claim.ts'
import type { Queryable } from '../../../db/queryable.ts'
import { claimableSmallDonations, taxYearEnd, taxYearOf, taxYearStart } from './gasds.ts'

/**
 * The small donations line of a claim, for the tax year of its period: its small donations, less
 * what the yearly limit and the matching rule allow, counting the claims sent before it.
 */
export async function gasdsOfClaim(db: Queryable, claim: { id: string; periodFrom: string }, giftAidPence: number): Promise<ClaimGasds> {
  const taxYear = taxYearOf(claim.periodFrom)
  const [figures] = await db<{ small: number; alreadyClaimed: number; giftAidBefore: number }[]>`
    select
      (select coalesce(sum(amount_pence), 0)::bigint from small_donations where claim_id = ${claim.id}) as small,
      (select coalesce(sum(small_donations_pence), 0)::bigint from gift_aid_claims
        where status = 'sent' and id < ${claim.id} and period_from between ${taxYearStart(taxYear)}::date and ${taxYearEnd(taxYear)}::date) as "alreadyClaimed",
      (select coalesce(sum(g.amount_pence), 0)::bigint from gifts g join gift_aid_claims c on c.id = g.claim_id
        where c.status = 'sent' and c.id < ${claim.id} and g.given_on between ${taxYearStart(taxYear)}::date and ${taxYearEnd(taxYear)}::date) as "giftAidBefore"`
  const small = Number(figures!.small)
  const amount = claimableSmallDonations({
    taxYear,
    smallDonationsPence: small,
    alreadyClaimedPence: Number(figures!.alreadyClaimed),
    giftAidClaimedPence: Number(figures!.giftAidBefore) + giftAidPence,
  })
  return { taxYear, smallDonationsPence: small, ...amount }
}
