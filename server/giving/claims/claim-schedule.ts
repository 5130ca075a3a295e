import type { Queryable } from '../../../db/queryable.ts'
import type { CoveringDeclaration, GiverDetails, MatchedGift } from './declaration-cover.ts'
import { scheduleOf } from './schedule.ts'
import type { ScheduleRow } from './schedule-row.ts'

/** The declarations of these gifts, each with the earliest gift matched to it. */
async function declarationsOf(db: Queryable, ids: string[]): Promise<Map<string, CoveringDeclaration>> {
  const rows = await db<CoveringDeclaration[]>`
    select d.id::text, d.giving_reference as "givingReference", d.scope, to_char(d.made_on, 'YYYY-MM-DD') as "madeOn",
      to_char(d.cancelled_on, 'YYYY-MM-DD') as "cancelledOn",
      (select g.id::text from gifts g where g.declaration_id = d.id order by g.given_on, g.id limit 1) as "firstGiftId"
    from gift_aid_declarations d where d.id = any(${ids}::bigint[])`
  return new Map(rows.map((row) => [row.id, row]))
}

/** Every row of details of these declarations, each declaration's in the order they took effect. */
async function detailsOf(db: Queryable, ids: string[]): Promise<Map<string, GiverDetails[]>> {
  const rows = await db<(GiverDetails & { declarationId: string })[]>`
    select declaration_id::text as "declarationId", to_char(effective_from, 'YYYY-MM-DD') as "effectiveFrom", title,
      first_name as "firstName", last_name as "lastName", house, postcode
    from gift_aid_declaration_details where declaration_id = any(${ids}::bigint[])
    order by declaration_id, effective_from, recorded_at, id`
  const byDeclaration = new Map<string, GiverDetails[]>()
  for (const { declarationId, ...details } of rows) {
    const list = byDeclaration.get(declarationId)
    if (list) list.push(details)
    else byDeclaration.set(declarationId, [details])
  }
  return byDeclaration
}

/** The schedule rows of these matched gifts: those their declarations cover, with each giver's details of the day. */
export async function scheduleFor(db: Queryable, gifts: MatchedGift[]): Promise<{ rows: ScheduleRow[]; notCovered: number }> {
  const ids = [...new Set(gifts.map((gift) => gift.declarationId))]
  const [declarations, details] = await Promise.all([declarationsOf(db, ids), detailsOf(db, ids)])
  return scheduleOf(gifts, declarations, details)
}

/** Matched gifts in the period, in no claim, that the treasurer has not set aside. */
export function unclaimedGifts(db: Queryable, periodFrom: string, periodTo: string): Promise<MatchedGift[]> {
  return db<MatchedGift[]>`
    select id::text, to_char(given_on, 'YYYY-MM-DD') as "givenOn", amount_pence as "amountPence", declaration_id::text as "declarationId"
    from gifts where given_on between ${periodFrom}::date and ${periodTo}::date and declaration_id is not null and claim_id is null`
}

/** The gifts of a claim. */
export function giftsOfClaim(db: Queryable, claimId: string): Promise<MatchedGift[]> {
  return db<MatchedGift[]>`
    select id::text, to_char(given_on, 'YYYY-MM-DD') as "givenOn", amount_pence as "amountPence", declaration_id::text as "declarationId"
    from gifts where claim_id = ${claimId} and declaration_id is not null`
}
