import type * as v from 'valibot'
import type { ClaimListed, ClaimShown, claimPeriodSchema, claimSentSchema } from '../../../app/lib/giving/claims/claim.ts'
import { ukToday } from '../../../app/lib/giving/claims/uk-dates.ts'
import { sql } from '../../../db/client.ts'
import type { Queryable } from '../../../db/queryable.ts'
import { recordAudit } from '../../audit/audit-log.ts'
import { BadRequest, NotFound } from '../../errors.ts'
import { auditViewed } from '../gifts/audit-views.ts'
import { gasdsOfClaim } from './claim-gasds.ts'
import { giftsOfClaim, scheduleFor, unclaimedGifts } from './claim-schedule.ts'
import { checkSchedule } from './schedule.ts'
import { earliestDonationDate, sheetsOf } from './schedule-rules.ts'
import type { ScheduleRow } from './schedule-row.ts'

const CLAIM_NOT_FOUND = 'Claim not found'
/** The dashboard is sent at most this many rows of a schedule, and of its problems; the export has them all. */
const ROWS_SHOWN = 1000

type ClaimRecord = { id: string; periodFrom: string; periodTo: string; status: 'draft' | 'sent'; hmrcReference: string | null; sentOn: string | null }

/** An id that cannot be a claim's finds nothing, like an unknown one. */
export function claimIdOf(raw: string): string {
  if (!/^[1-9][0-9]{0,17}$/.test(raw)) throw new NotFound(CLAIM_NOT_FOUND)
  return raw
}

async function claimRecord(db: Queryable, id: string, lock = false): Promise<ClaimRecord> {
  const [claim] = await db<ClaimRecord[]>`
    select id::text, to_char(period_from, 'YYYY-MM-DD') as "periodFrom", to_char(period_to, 'YYYY-MM-DD') as "periodTo", status,
      hmrc_reference as "hmrcReference", to_char(sent_on, 'YYYY-MM-DD') as "sentOn"
    from gift_aid_claims where id = ${id} ${lock ? db`for update` : db``}`
  if (!claim) throw new NotFound(CLAIM_NOT_FOUND)
  return claim
}

/** A claim's schedule rows in the order they are written, and the rows HMRC would refuse. */
export async function claimSchedule(db: Queryable, claimId: string) {
  const { rows } = await scheduleFor(db, await giftsOfClaim(db, claimId))
  return { rows, failing: checkSchedule(rows, ukToday()) }
}

const giverOf = (row: ScheduleRow) => (row.aggregatedDescription ? row.aggregatedDescription : `${row.firstName} ${row.lastName}`)

async function shownClaim(db: Queryable, claim: ClaimRecord): Promise<ClaimShown> {
  const { rows, failing } = await claimSchedule(db, claim.id)
  const totalPence = rows.reduce((sum, row) => sum + row.amountPence, 0)
  const [waiting] = await db<{ count: number }[]>`
    select count(*)::int as count from gifts where given_on between ${claim.periodFrom}::date and ${claim.periodTo}::date
      and declaration_id is not null and claim_id is null`
  return {
    ...claim,
    giftCount: rows.length,
    totalPence,
    earliestDonationDate: earliestDonationDate(rows),
    notCovered: claim.status === 'draft' ? waiting!.count : 0,
    sheets: sheetsOf(rows).length,
    rows: rows.slice(0, ROWS_SHOWN).map((row, index) => ({
      item: index + 1,
      giftId: row.giftId,
      giver: giverOf(row),
      postcode: row.postcode,
      donationDate: row.donationDate,
      amountPence: row.amountPence,
    })),
    problems: failing.slice(0, ROWS_SHOWN).flatMap(({ item, row, problems }) =>
      problems.map((problem) => ({
        item,
        giftId: row.giftId,
        declarationId: row.declarationId,
        givingReference: row.givingReference,
        giver: giverOf(row),
        field: problem.field,
        message: problem.message,
      })),
    ),
    gasds: await gasdsOfClaim(db, claim, totalPence),
  }
}

/** One claim with its schedule, checks and small donations line; the view is audited. */
export async function showClaim(rawId: string, adminEmail: string): Promise<ClaimShown> {
  const db = sql()
  const claim = await claimRecord(db, claimIdOf(rawId))
  const shown = await shownClaim(db, claim)
  await auditViewed(adminEmail, 'gift_aid_claim.viewed', `Gift Aid claim ${claim.id} viewed`, claim.id)
  return shown
}

/**
 * Builds the claim for a period: the claim in preparation is replaced by one holding every
 * matched gift in the period its declaration covers and no sent claim holds, and the period's
 * small donations. One build at a time; a gift is in one claim at most (the gifts table has one
 * claim per gift, and its trigger keeps a sent claim's gifts where they are).
 */
export async function buildClaim(period: v.InferOutput<typeof claimPeriodSchema>, adminEmail: string): Promise<ClaimShown> {
  return sql().begin(async (tx) => {
    const id = await buildClaimIn(tx, period)
    await recordAudit(
      { actorEmail: adminEmail, action: 'gift_aid_claim.built', detail: `Gift Aid claim ${id} built for ${period.periodFrom} to ${period.periodTo}` },
      tx,
    )
    return shownClaim(tx, await claimRecord(tx, id))
  })
}

/** The build itself, inside the caller's transaction: the new claim's id. */
export async function buildClaimIn(tx: Queryable, period: { periodFrom: string; periodTo: string }): Promise<string> {
  await tx`select pg_advisory_xact_lock(hashtext('gift aid claim'))`
  await tx`delete from gift_aid_claims where status = 'draft'`
  const [claim] = await tx<{ id: string }[]>`
    insert into gift_aid_claims (period_from, period_to) values (${period.periodFrom}, ${period.periodTo}) returning id::text`
  const { rows } = await scheduleFor(tx, await unclaimedGifts(tx, period.periodFrom, period.periodTo))
  const giftIds = rows.map((row) => row.giftId!)
  await tx`update gifts set claim_id = ${claim!.id} where id = any(${giftIds}::bigint[]) and claim_id is null`
  await tx`update small_donations set claim_id = ${claim!.id}
    where given_on between ${period.periodFrom}::date and ${period.periodTo}::date and claim_id is null`
  return claim!.id
}

/** Every claim, newest first: periods, counts and totals, no giver, so the list is not audited; opening a claim is. */
export async function listClaims(): Promise<ClaimListed[]> {
  const claims = await sql()<ClaimListed[]>`
    select c.id::text, to_char(c.period_from, 'YYYY-MM-DD') as "periodFrom", to_char(c.period_to, 'YYYY-MM-DD') as "periodTo", c.status,
      c.hmrc_reference as "hmrcReference", to_char(c.sent_on, 'YYYY-MM-DD') as "sentOn",
      count(g.id)::int as "giftCount", coalesce(sum(g.amount_pence), 0)::int as "totalPence"
    from gift_aid_claims c left join gifts g on g.claim_id = c.id
    group by c.id order by c.id desc limit 100`
  return claims
}

/** The rows of a claim to export, refused while HMRC would refuse any. */
export async function exportableSchedule(rawId: string): Promise<{ claim: ClaimRecord; rows: ScheduleRow[] }> {
  const db = sql()
  const claim = await claimRecord(db, claimIdOf(rawId))
  const { rows, failing } = await claimSchedule(db, claim.id)
  if (rows.length === 0) throw new BadRequest('The claim has no gifts to export', 400, { claim: 'Build a claim for a period with eligible gifts' })
  if (failing.length > 0)
    throw new BadRequest(`${failing.length} rows of the claim would be refused by HMRC: fix them first`, 400, { claim: 'See the checks of the claim' })
  return { claim, rows }
}

/**
 * Marks the claim in preparation sent, with HMRC's reference and the day: its gifts are locked
 * from then on. Refused while HMRC would refuse a row.
 */
export async function markClaimSent(rawId: string, sent: v.InferOutput<typeof claimSentSchema>, adminEmail: string): Promise<ClaimShown> {
  const id = claimIdOf(rawId)
  return sql().begin(async (tx) => {
    await tx`select pg_advisory_xact_lock(hashtext('gift aid claim'))`
    const claim = await claimRecord(tx, id, true)
    if (claim.status === 'sent') throw new BadRequest('This claim is marked sent already', 409, { claim: 'The claim was sent already' })
    const { rows, failing } = await claimSchedule(tx, id)
    if (rows.length === 0) throw new BadRequest('The claim has no gifts', 400, { claim: 'Build a claim for a period with eligible gifts' })
    if (failing.length > 0)
      throw new BadRequest(`${failing.length} rows of the claim would be refused by HMRC: fix them first`, 400, { claim: 'See the checks of the claim' })
    const gasds = await gasdsOfClaim(
      tx,
      claim,
      rows.reduce((sum, row) => sum + row.amountPence, 0),
    )
    await tx`update gift_aid_claims set status = 'sent', hmrc_reference = ${sent.hmrcReference}, sent_on = ${sent.sentOn},
      small_donations_pence = ${gasds.claimablePence} where id = ${id}`
    await recordAudit({ actorEmail: adminEmail, action: 'gift_aid_claim.sent', detail: `Gift Aid claim ${id} marked sent to HMRC (${sent.hmrcReference})` }, tx)
    return shownClaim(tx, await claimRecord(tx, id))
  })
}
