import { sql } from '../../../db/client.ts'
import type { Queryable } from '../../../db/queryable.ts'
import { londonToday } from '../../../app/lib/calendar/london-time.ts'
import { asGivingReference } from '../../../app/lib/giving/giving-reference.ts'
import { isPastKeepUntil, keepUntil } from '../../../app/lib/giving/keep-until.ts'
import type { DeclarationRecord, DeclarationSummary, DetailsRow, MatchedGift } from '../../../app/lib/giving/register.ts'
import { recordAudit } from '../../audit/audit-log.ts'
import { wordingFor } from '../../../app/lib/giving/declaration.ts'
import { charityName } from './declaring.ts'
import { GIFTS_SHOWN, SEARCH_RESULTS } from './limits.ts'

type SummaryRow = Omit<DeclarationSummary, 'keepUntil' | 'pastKeepUntil'> & { lastClaimedGiftOn: string | null }

/** The columns of a summary: the declaration, its latest details, and its latest claimed gift. */
const SUMMARY = (db: Queryable) => db`
  d.id::text, d.giving_reference as "givingReference", d.scope, d.source, d.made_on::text as "madeOn", d.cancelled_on::text as "cancelledOn",
  d.email, concat_ws(' ', latest.title, latest.first_name, latest.last_name) as name, latest.postcode,
  (select max(g.given_on)::text from gifts g join gift_aid_claims c on c.id = g.claim_id and c.status = 'sent' where g.declaration_id = d.id)
    as "lastClaimedGiftOn"`

const LATEST = (db: Queryable) => db`
  join lateral (
    select * from gift_aid_declaration_details dd where dd.declaration_id = d.id order by effective_from desc, recorded_at desc, id desc limit 1
  ) latest on true`

async function periodEnds(db: Queryable): Promise<string> {
  const [settings] = await db<{ periodEnds: string }[]>`select accounting_period_ends as "periodEnds" from giving_settings`
  return settings?.periodEnds ?? '12-31'
}

function withKeepUntil(row: SummaryRow, ends: string, today: string): DeclarationSummary {
  const { lastClaimedGiftOn, ...summary } = row
  const until = keepUntil({ periodEnds: ends, lastClaimedGiftOn, madeOn: row.madeOn, cancelledOn: row.cancelledOn })
  return { ...summary, keepUntil: until, pastKeepUntil: isPastKeepUntil(until, today) }
}

export type RegisterQuery = { text: string; pastKeepUntil: boolean }

/**
 * Declarations whose name, postcode, e-mail or giving reference matches, newest first; or those past
 * their keep-until day. The search is audited without its words, which may be an address.
 */
export async function searchDeclarations(query: RegisterQuery, adminEmail: string, today = londonToday()): Promise<DeclarationSummary[]> {
  const db = sql()
  const words = query.text.trim().toLowerCase()
  const compact = words.replace(/\s+/g, '')
  const reference = asGivingReference(words)
  const pattern = `%${words.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
  const match =
    words === ''
      ? db`true`
      : db`(
        d.giving_reference = ${reference ?? ''} or lower(d.email) = ${words}
        or replace(lower(latest.postcode), ' ', '') = ${compact}
        or exists (select 1 from gift_aid_declaration_details dd where dd.declaration_id = d.id
          and (lower(concat_ws(' ', dd.first_name, dd.last_name)) like ${pattern} or lower(dd.last_name) like ${pattern})))`
  const rows = await db<SummaryRow[]>`
    select ${SUMMARY(db)} from gift_aid_declarations d ${LATEST(db)}
    where ${match} order by d.made_on desc, d.id desc limit ${query.pastKeepUntil ? 5000 : SEARCH_RESULTS}`
  const ends = await periodEnds(db)
  const found = rows.map((row) => withKeepUntil(row, ends, today)).filter((row) => !query.pastKeepUntil || row.pastKeepUntil)
  const shown = found.slice(0, SEARCH_RESULTS)
  const what = query.pastKeepUntil ? 'declarations past their keep-until day' : words === '' ? 'the latest declarations' : 'declarations'
  await recordAudit({ actorEmail: adminEmail, action: 'gift_aid.searched', detail: `Searched ${what}: ${shown.length} shown` })
  return shown
}

/** One declaration with every row of its details, its wording, and the gifts matched to it; audited. Null when there is none. */
export async function viewDeclaration(id: string, adminEmail: string, today = londonToday()): Promise<DeclarationRecord | null> {
  const db = sql()
  const [row] = await db<(SummaryRow & { cancelledBy: string | null; wordingVersion: number })[]>`
    select ${SUMMARY(db)}, d.cancelled_by as "cancelledBy", d.wording_version as "wordingVersion"
    from gift_aid_declarations d ${LATEST(db)} where d.id = ${id}`
  if (!row) return null
  const [details, gifts, [wording], ends, names] = await Promise.all([
    db<DetailsRow[]>`
      select effective_from::text as "effectiveFrom", title, first_name as "firstName", last_name as "lastName", house, postcode,
        overseas_address as "overseasAddress", recorded_by as "recordedBy", recorded_at as "recordedAt"
      from gift_aid_declaration_details where declaration_id = ${id} order by effective_from, recorded_at, id`,
    db<MatchedGift[]>`
      select g.id::text, g.given_on::text as "givenOn", g.amount_pence as "amountPence", g.method, c.status as "claimStatus"
      from gifts g left join gift_aid_claims c on c.id = g.claim_id
      where g.declaration_id = ${id} order by g.given_on desc, g.id desc limit ${GIFTS_SHOWN}`,
    db<DeclarationRecord['wording'][]>`
      select version, one_gift as "oneGift", all_gifts as "allGifts", declaration, tell_us as "tellUs", higher_rate as "higherRate", source
      from gift_aid_wordings where version = ${row.wordingVersion}`,
    periodEnds(db),
    charityName(),
  ])
  const { wordingVersion: _version, ...summary } = row
  await recordAudit({ actorEmail: adminEmail, action: 'gift_aid.viewed', detail: `Viewed declaration ${row.givingReference}` })
  return {
    ...withKeepUntil(summary, ends, today),
    cancelledBy: row.cancelledBy,
    lastClaimedGiftOn: row.lastClaimedGiftOn,
    wording: { ...wordingFor(wording!, names.charity), source: wording!.source },
    details,
    gifts,
  }
}
