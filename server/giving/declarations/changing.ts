import { sql } from '../../../db/client.ts'
import type { Queryable } from '../../../db/queryable.ts'
import { londonToday } from '../../../app/lib/calendar/london-time.ts'
import type { DeclarationDetails } from '../../../app/lib/giving/declaration-form.ts'
import { writtenDay } from '../../../app/lib/giving/dates.ts'
import { recordAudit } from '../../audit/audit-log.ts'
import { DETAILS_ROWS_PER_DECLARATION, THE_GIVER } from './limits.ts'

type Held = { id: string; givingReference: string; madeOn: string; cancelledOn: string | null; lastClaimedGiftOn: string | null; detailsRows: number }

/** Why a cancellation or change was refused, in words for the person making it, with the field at fault. */
export class DeclarationChangeRefused extends Error {
  constructor(
    message: string,
    readonly field: 'cancelledOn' | 'effectiveFrom' | 'form',
    readonly status: 400 | 409 = 400,
  ) {
    super(message)
  }
}

/** The declaration, locked for the change, with what a change must respect; null when there is none. */
async function holdDeclaration(tx: Queryable, where: { id: string } | { tokenHash: string }): Promise<Held | null> {
  const match = 'id' in where ? tx`d.id = ${where.id}` : tx`d.manage_token_hash = ${where.tokenHash}`
  const [held] = await tx<Held[]>`
    select d.id::text, d.giving_reference as "givingReference", d.made_on::text as "madeOn", d.cancelled_on::text as "cancelledOn",
      (select max(g.given_on)::text from gifts g join gift_aid_claims c on c.id = g.claim_id and c.status = 'sent' where g.declaration_id = d.id)
        as "lastClaimedGiftOn",
      (select count(*)::int from gift_aid_declaration_details dd where dd.declaration_id = d.id) as "detailsRows"
    from gift_aid_declarations d where ${match} for update of d`
  return held ?? null
}

/** A cancellation from `on`: never before the declaration was made, never in the future, never under a claim already sent. */
function refuseCancellation(held: Held, on: string, today: string): void {
  if (held.cancelledOn) throw new DeclarationChangeRefused(`This declaration is already cancelled, from ${writtenDay(held.cancelledOn)}.`, 'cancelledOn', 409)
  if (on > today) throw new DeclarationChangeRefused('Cancellation date cannot be in the future: record it on the day the giver asks.', 'cancelledOn')
  if (on < held.madeOn)
    throw new DeclarationChangeRefused(`Cancellation date cannot be before the declaration was made (${writtenDay(held.madeOn)}).`, 'cancelledOn')
  if (held.lastClaimedGiftOn && on <= held.lastClaimedGiftOn) {
    throw new DeclarationChangeRefused(
      `Cancellation date must be after ${writtenDay(held.lastClaimedGiftOn)}: gifts up to that day are already claimed from HMRC under this declaration.`,
      'cancelledOn',
    )
  }
}

/** A change of name or address from `from`: on or after the declaration, not in the future, not under a claim already sent. */
function refuseChange(held: Held, from: string, today: string): void {
  if (held.detailsRows >= DETAILS_ROWS_PER_DECLARATION)
    throw new DeclarationChangeRefused('This declaration has had too many changes. Please contact the church.', 'form', 409)
  if (from > today) throw new DeclarationChangeRefused('Date from cannot be in the future: record the change once it has happened.', 'effectiveFrom')
  if (from < held.madeOn)
    throw new DeclarationChangeRefused(`Date from cannot be before the declaration was made (${writtenDay(held.madeOn)}).`, 'effectiveFrom')
  if (held.lastClaimedGiftOn && from <= held.lastClaimedGiftOn) {
    throw new DeclarationChangeRefused(
      `Date from must be after ${writtenDay(held.lastClaimedGiftOn)}: gifts up to that day are already claimed with the name and address they had.`,
      'effectiveFrom',
    )
  }
}

export type Changer = { by: 'giver' } | { by: 'admin'; email: string }

const who = (changer: Changer) => (changer.by === 'giver' ? THE_GIVER : changer.email)
const actor = (changer: Changer) => (changer.by === 'giver' ? null : changer.email)

/** Cancels the declaration from `on` (the giver: today). Returns its reference, or null when there is none. */
export async function cancelDeclaration(
  where: { id: string } | { tokenHash: string },
  changer: Changer,
  on = londonToday(),
  today = londonToday(),
): Promise<{ givingReference: string; cancelledOn: string } | null> {
  return sql().begin(async (tx) => {
    const held = await holdDeclaration(tx, where)
    if (!held) return null
    refuseCancellation(held, on, today)
    await tx`update gift_aid_declarations set cancelled_on = ${on}, cancelled_by = ${who(changer).slice(0, 60)} where id = ${held.id}`
    await recordAudit(
      { actorEmail: actor(changer), action: 'gift_aid.cancelled', detail: `Declaration ${held.givingReference} cancelled from ${on} by ${who(changer)}` },
      tx,
    )
    return { givingReference: held.givingReference, cancelledOn: on }
  })
}

/** Records new name or address details from `from` (the giver: today); the earlier rows stay. Null when there is no such declaration. */
export async function changeDetails(
  where: { id: string } | { tokenHash: string },
  details: DeclarationDetails,
  changer: Changer,
  from = londonToday(),
  today = londonToday(),
): Promise<{ givingReference: string } | null> {
  return sql().begin(async (tx) => {
    const held = await holdDeclaration(tx, where)
    if (!held) return null
    if (held.cancelledOn && changer.by === 'giver')
      throw new DeclarationChangeRefused(`This declaration is cancelled, from ${writtenDay(held.cancelledOn)}.`, 'form', 409)
    refuseChange(held, from, today)
    await tx`
      insert into gift_aid_declaration_details (declaration_id, effective_from, title, first_name, last_name, house, postcode, overseas_address, recorded_by)
      values (${held.id}, ${from}, ${details.title}, ${details.firstName}, ${details.lastName}, ${details.house}, ${details.postcode},
        ${details.overseasAddress}, ${who(changer).slice(0, 60)})`
    // The address itself stays out of the log (decision 063): the register shows it to those who may see it.
    await recordAudit(
      {
        actorEmail: actor(changer),
        action: 'gift_aid.details_changed',
        detail: `Declaration ${held.givingReference}: name or address changed from ${from} by ${who(changer)}`,
      },
      tx,
    )
    return { givingReference: held.givingReference }
  })
}
