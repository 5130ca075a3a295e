import type * as v from 'valibot'
import type {
  GiftListed,
  GiverFound,
  giftMatchSchema,
  handGiftSchema,
  SmallDonationsListed,
  smallDonationsSchema,
} from '../../../app/lib/giving/claims/gift-schemas.ts'
import { sql } from '../../../db/client.ts'
import { recordAudit } from '../../audit/audit-log.ts'
import { BadRequest, NotFound } from '../../errors.ts'
import { auditViewed } from './audit-views.ts'

/** The dashboard lists at most this many gifts at once; filters narrow it. */
export const GIFTS_LISTED = 200
const GIFT_NOT_FOUND = 'Gift not found'

export type GiftFilter = { from?: string; to?: string; status?: 'unmatched' | 'matched' | 'not_for_gift_aid' | 'all' }

/** Gifts, newest first, filtered by date and by whether they are matched; at most GIFTS_LISTED. */
export async function listGifts(filter: GiftFilter, adminEmail: string): Promise<GiftListed[]> {
  const db = sql()
  const status = filter.status ?? 'all'
  const gifts = await db<GiftListed[]>`
    with latest as (
      select distinct on (declaration_id) declaration_id, first_name, last_name
      from gift_aid_declaration_details order by declaration_id, effective_from desc, recorded_at desc)
    select g.id::text, to_char(g.given_on, 'YYYY-MM-DD') as "givenOn", g.amount_pence as "amountPence", g.method, g.description,
      g.declaration_id::text as "declarationId", case when l.declaration_id is null then null else l.first_name || ' ' || l.last_name end as "giverName",
      d.giving_reference as "givingReference", g.not_for_gift_aid as "notForGiftAid", g.claim_id::text as "claimId", coalesce(c.status = 'sent', false) as "claimSent"
    from gifts g
    left join gift_aid_declarations d on d.id = g.declaration_id
    left join latest l on l.declaration_id = g.declaration_id
    left join gift_aid_claims c on c.id = g.claim_id
    where (${filter.from ?? null}::date is null or g.given_on >= ${filter.from ?? null}::date)
      and (${filter.to ?? null}::date is null or g.given_on <= ${filter.to ?? null}::date)
      and (${status} = 'all'
        or (${status} = 'unmatched' and g.declaration_id is null and not g.not_for_gift_aid)
        or (${status} = 'matched' and g.declaration_id is not null)
        or (${status} = 'not_for_gift_aid' and g.not_for_gift_aid))
    order by g.given_on desc, g.id desc limit ${GIFTS_LISTED}`
  await auditViewed(adminEmail, 'gifts.viewed', `Gifts listed (${status})`, status)
  return gifts
}

/** Records a cash, cheque or envelope gift by hand. */
export async function recordHandGift(gift: v.InferOutput<typeof handGiftSchema>, adminEmail: string): Promise<{ id: string }> {
  return sql().begin(async (tx) => {
    if (gift.declarationId) {
      const [found] = await tx`select 1 from gift_aid_declarations where id = ${gift.declarationId}`
      if (!found) throw new BadRequest('Invalid request', 400, { declarationId: 'Choose a declaration from the search' })
    }
    const [created] = await tx<{ id: string }[]>`
      insert into gifts (given_on, amount_pence, method, description, declaration_id)
      values (${gift.givenOn}, ${gift.amount}, ${gift.method}, ${gift.description}, ${gift.declarationId ?? null}) returning id::text`
    await recordAudit({ actorEmail: adminEmail, action: 'gifts.recorded', detail: `A ${gift.method} gift recorded by hand (gift ${created!.id})` }, tx)
    return created!
  })
}

/** An id that cannot be a gift's finds nothing, like an unknown one. */
export function giftIdOf(raw: string): string {
  if (!/^[1-9][0-9]{0,17}$/.test(raw)) throw new NotFound(GIFT_NOT_FOUND)
  return raw
}

/** Matches a gift to a declaration, marks it not for Gift Aid, or unmatches it. A gift in a sent claim stays as it is. */
export async function settleGift(rawId: string, match: v.InferOutput<typeof giftMatchSchema>, adminEmail: string): Promise<void> {
  giftIdOf(rawId)
  await sql().begin(async (tx) => {
    const [gift] = await tx<{ sent: boolean }[]>`
      select coalesce(c.status = 'sent', false) as sent from gifts g left join gift_aid_claims c on c.id = g.claim_id where g.id = ${rawId} for update of g`
    if (!gift) throw new NotFound(GIFT_NOT_FOUND)
    if (gift.sent) throw new BadRequest('This gift is in a claim sent to HMRC and cannot change', 409, { gift: 'Claimed gifts are locked' })
    const declarationId = match.match === 'declaration' ? match.declarationId : null
    if (declarationId) {
      const [found] = await tx`select 1 from gift_aid_declarations where id = ${declarationId}`
      if (!found) throw new BadRequest('Invalid request', 400, { declarationId: 'Choose a declaration from the search' })
    }
    // A change takes the gift out of a claim in preparation: the claim is built again.
    await tx`update gifts set declaration_id = ${declarationId}, not_for_gift_aid = ${match.match === 'not_for_gift_aid'}, claim_id = null where id = ${rawId}`
    const what =
      match.match === 'declaration' ? `matched to declaration ${declarationId}` : match.match === 'not_for_gift_aid' ? 'marked not for Gift Aid' : 'unmatched'
    await recordAudit({ actorEmail: adminEmail, action: 'gifts.matched', detail: `Gift ${rawId} ${what}` }, tx)
  })
}

/** Declarations whose giver's name or giving reference contains the words searched, at most 20. */
export async function searchGivers(query: string, adminEmail: string): Promise<GiverFound[]> {
  const words = query.trim().slice(0, 100)
  if (words.length < 2) return []
  const pattern = `%${words.replace(/[\\%_]/g, (char) => `\\${char}`)}%`
  const found = await sql()<GiverFound[]>`
    with latest as (
      select distinct on (declaration_id) declaration_id, first_name, last_name, postcode
      from gift_aid_declaration_details order by declaration_id, effective_from desc, recorded_at desc)
    select d.id::text as "declarationId", d.giving_reference as "givingReference", l.first_name || ' ' || l.last_name as name, l.postcode,
      to_char(d.cancelled_on, 'YYYY-MM-DD') as "cancelledOn"
    from gift_aid_declarations d join latest l on l.declaration_id = d.id
    where d.giving_reference ilike ${pattern} or (l.first_name || ' ' || l.last_name) ilike ${pattern}
    order by l.last_name, l.first_name, d.id limit 20`
  await auditViewed(adminEmail, 'gifts.givers_searched', 'Declarations searched to match a gift')
  return found
}

/** Records the small cash or contactless gifts of one day as one total; a second total of the same day and kind is refused. */
export async function recordSmallDonations(total: v.InferOutput<typeof smallDonationsSchema>, adminEmail: string): Promise<{ id: string }> {
  return sql().begin(async (tx) => {
    const [created] = await tx<{ id: string }[]>`
      insert into small_donations (given_on, amount_pence, method, description)
      values (${total.givenOn}, ${total.amount}, ${total.method}, ${total.description})
      on conflict (given_on, method) do nothing returning id::text`
    if (!created) throw new BadRequest('Invalid request', 400, { givenOn: `The ${total.method} small donations of this day are recorded already` })
    await recordAudit(
      { actorEmail: adminEmail, action: 'gifts.small_donations_recorded', detail: `Small donations (${total.method}) recorded for ${total.givenOn}` },
      tx,
    )
    return created
  })
}

/** The small donations totals, newest first, at most GIFTS_LISTED. */
export async function listSmallDonations(): Promise<SmallDonationsListed[]> {
  return sql()<SmallDonationsListed[]>`
    select id::text, to_char(given_on, 'YYYY-MM-DD') as "givenOn", amount_pence as "amountPence", method, description, claim_id::text as "claimId"
    from small_donations order by given_on desc, id desc limit ${GIFTS_LISTED}`
}
