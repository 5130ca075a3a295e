import type { Sql } from '../../db/client.ts'
import type { Queryable } from '../../db/queryable.ts'

export type TestDeclaration = {
  reference: string
  scope?: 'one_gift' | 'all_gifts'
  madeOn?: string
  cancelledOn?: string | null
  email?: string
  details?: { effectiveFrom?: string; title?: string | null; firstName?: string; lastName?: string; house?: string; postcode?: string | null }[]
}

/**
 * Declarations and their details written straight to the tables of migration 00040; their ids by
 * reference. They are made under the wording the site shows: a wording added here would be the
 * newest, and every later visitor of the site under test would be shown it.
 */
export async function seedDeclarations(db: Queryable, declarations: TestDeclaration[]): Promise<Map<string, string>> {
  const [shown] = await db<{ version: number }[]>`select max(version)::int as version from gift_aid_wordings`
  const version = shown!.version
  const ids = new Map<string, string>()
  for (const declaration of declarations) {
    const madeOn = declaration.madeOn ?? '2026-01-01'
    const [row] = await db<{ id: string }[]>`
      insert into gift_aid_declarations (giving_reference, scope, wording_version, made_on, source, email, cancelled_on)
      values (${declaration.reference}, ${declaration.scope ?? 'all_gifts'}, ${version}, ${madeOn}, 'paper',
        ${declaration.email ?? `${declaration.reference.toLowerCase()}@example.org`}, ${declaration.cancelledOn ?? null})
      returning id::text`
    for (const details of declaration.details ?? [{}]) {
      const postcode = details.postcode === undefined ? 'BR5 2RW' : details.postcode
      await db`
        insert into gift_aid_declaration_details (declaration_id, effective_from, title, first_name, last_name, house, postcode, overseas_address, recorded_by)
        values (${row!.id}, ${details.effectiveFrom ?? madeOn}, ${details.title === undefined ? 'Ms' : details.title}, ${details.firstName ?? 'Ada'},
          ${details.lastName ?? `Giver ${declaration.reference}`}, ${details.house ?? '12'}, ${postcode}, ${postcode === null ? '1 Rue de Rivoli, Paris' : null}, 'test')`
    }
    ids.set(declaration.reference, row!.id)
  }
  return ids
}

/** Empties the giving tables between tests, sent claims and their locked gifts too (their triggers, and so their cascades, are bypassed). */
export async function wipeGiving(db: Sql): Promise<void> {
  await db.begin(async (tx) => {
    await tx`set local session_replication_role = replica`
    await tx`delete from gifts`
    await tx`delete from small_donations`
    await tx`delete from gift_aid_claims`
    await tx`delete from gift_aid_declaration_details`
    await tx`delete from gift_aid_declarations`
  })
}
