import type { Queryable } from '../../../db/queryable.ts'
import type { DeclarationScope } from '../../../app/lib/giving/declaration.ts'
import type { DeclarationDetails } from '../../../app/lib/giving/declaration-form.ts'
import { newGivingReference, REFERENCE_ATTEMPTS, referenceLength } from './giving-reference.ts'

export type NewDeclaration = {
  scope: DeclarationScope
  wordingVersion: number
  madeOn: string
  source: 'online' | 'paper'
  email: string | null
  manageTokenHash: string | null
}

/** Stores a declaration under a new giving reference, drawing again while the one drawn is taken. */
export async function insertDeclaration(tx: Queryable, declaration: NewDeclaration): Promise<{ id: string; givingReference: string }> {
  for (let attempt = 0; attempt < REFERENCE_ATTEMPTS; attempt++) {
    const givingReference = newGivingReference(referenceLength(attempt))
    const [stored] = await tx<{ id: string }[]>`
      insert into gift_aid_declarations (giving_reference, scope, wording_version, made_on, source, email, manage_token_hash)
      values (${givingReference}, ${declaration.scope}, ${declaration.wordingVersion}, ${declaration.madeOn}, ${declaration.source},
        ${declaration.email}, ${declaration.manageTokenHash})
      on conflict (giving_reference) do nothing
      returning id::text`
    if (stored) return { id: stored.id, givingReference }
  }
  throw new Error('No free giving reference was drawn')
}

/** Adds a row of name and address from `effectiveFrom`; the earlier rows stay for the gifts before it. */
export async function insertDetails(
  tx: Queryable,
  declarationId: string,
  effectiveFrom: string,
  details: DeclarationDetails,
  recordedBy: string,
): Promise<void> {
  await tx`
    insert into gift_aid_declaration_details (declaration_id, effective_from, title, first_name, last_name, house, postcode, overseas_address, recorded_by)
    values (${declarationId}, ${effectiveFrom}, ${details.title}, ${details.firstName}, ${details.lastName}, ${details.house}, ${details.postcode},
      ${details.overseasAddress}, ${recordedBy.slice(0, 60)})`
}
