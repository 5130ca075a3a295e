import { sql } from '../../../db/client.ts'
import type { Queryable } from '../../../db/queryable.ts'
import type { GiftAidWording } from '../../../app/lib/giving/declaration.ts'

const COLUMNS = (db: Queryable) => db`version, one_gift as "oneGift", all_gifts as "allGifts", declaration, tell_us as "tellUs", higher_rate as "higherRate"`

/** The wording the public page shows now: the highest version. */
export async function currentWording(db: Queryable = sql()): Promise<GiftAidWording> {
  const [wording] = await db<GiftAidWording[]>`select ${COLUMNS(db)} from gift_aid_wordings order by version desc limit 1`
  if (!wording) throw new Error('No Gift Aid wording: migration 00041 seeds version 1')
  return wording
}

/** One version of the wording, or null when there is none. */
export async function wordingVersion(version: number, db: Queryable = sql()): Promise<GiftAidWording | null> {
  const [wording] = await db<GiftAidWording[]>`select ${COLUMNS(db)} from gift_aid_wordings where version = ${version}`
  return wording ?? null
}
