import { sql } from '../../db/client.ts'
import type { Queryable } from '../../db/queryable.ts'
import type { HeldData, HeldGroup } from '../../app/lib/rights/data-rights.ts'
import { subjectAccessDueOn } from '../../app/lib/rights/due-date.ts'
import { churchToday } from '../../app/lib/site/dates.ts'
import { normalisedAddress } from '../people/people-key.ts'
import { PERSONAL_DATA_TABLES } from './personal-data-register.ts'

/** Every registered table's rows about the address, in the register's order, read as of one moment. */
export async function heldAbout(email: string, db = sql()): Promise<HeldData> {
  const address = normalisedAddress(email)
  const groups = await db.begin('isolation level repeatable read read only', (tx) => groupsAbout(tx, address))
  const receivedOn = churchToday()
  return {
    email: address,
    receivedOn,
    dueOn: subjectAccessDueOn(receivedOn),
    total: groups.reduce((sum, group) => sum + group.count, 0),
    groups,
  }
}

async function groupsAbout(db: Queryable, address: string): Promise<HeldGroup[]> {
  const groups: HeldGroup[] = []
  for (const entry of PERSONAL_DATA_TABLES) {
    const rows = [...(await entry.find(db, address))]
    groups.push({ table: entry.table, holds: entry.holds, retention: entry.retention(), kept: entry.keep ?? null, count: rows.length, rows })
  }
  return groups
}

/** How much was found, in words with no address in them: for the audit log. */
export function heldSummary(held: HeldData): string {
  const tables = held.groups.filter((group) => group.count > 0).map((group) => `${group.table} ${group.count}`)
  return tables.length === 0 ? 'Nothing held about the address' : `${held.total} row(s) about the address: ${tables.join(', ')}`
}
