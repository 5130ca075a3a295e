import { sql } from '../../../db/client.ts'
import { type GiftAidWording, wordingFor } from '../../../app/lib/giving/declaration.ts'
import type { GiverDeclaration } from '../../../app/lib/giving/register.ts'
import { charityName } from './declaring.ts'
import { manageTokenHash } from './manage-token.ts'
import { currentWording } from './wordings.ts'

/** The declaration the link's token opens, or null for a token that is not one of ours. */
export async function giverDeclaration(token: unknown): Promise<GiverDeclaration | null> {
  const tokenHash = manageTokenHash(token)
  if (!tokenHash) return null
  const db = sql()
  const [row] = await db<(Omit<GiverDeclaration, 'wording' | 'churchName'> & { wordingVersion: number })[]>`
    select d.giving_reference as "givingReference", d.scope, d.made_on::text as "madeOn", d.cancelled_on::text as "cancelledOn", d.email,
      d.wording_version as "wordingVersion",
      json_build_object('title', l.title, 'firstName', l.first_name, 'lastName', l.last_name, 'house', l.house, 'postcode', l.postcode,
        'overseasAddress', l.overseas_address) as details
    from gift_aid_declarations d
    join lateral (select * from gift_aid_declaration_details dd where dd.declaration_id = d.id order by effective_from desc, recorded_at desc, id desc limit 1) l on true
    where d.manage_token_hash = ${tokenHash}`
  if (!row) return null
  const [wordings, names] = await Promise.all([
    db<GiftAidWording[]>`
    select version, one_gift as "oneGift", all_gifts as "allGifts", declaration, tell_us as "tellUs", higher_rate as "higherRate"
    from gift_aid_wordings where version = ${row.wordingVersion}`,
    charityName(),
  ])
  const { wordingVersion: _version, ...declaration } = row
  return { ...declaration, wording: wordingFor(wordings[0] ?? (await currentWording()), names.charity), churchName: names.churchName }
}

/** The wording the public page shows now, with the church's registered name in place. */
export async function wordingToShow(): Promise<GiftAidWording & { churchName: string }> {
  const [wording, names] = await Promise.all([currentWording(), charityName()])
  return { ...wordingFor(wording, names.charity), churchName: names.churchName }
}
