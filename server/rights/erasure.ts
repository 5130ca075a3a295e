import { sql } from '../../db/client.ts'
import type { ErasureReport } from '../../app/lib/rights/data-rights.ts'
import { recordAudit } from '../audit/audit-log.ts'
import { normalisedAddress } from '../people/people-key.ts'
import { PERSONAL_DATA_TABLES } from './personal-data-register.ts'
import { suppressErasedAddress } from '../people/subscriber-personal-data.ts'

/**
 * Removes every erasable row about the address in one transaction, counts what each kept table
 * still holds, suppresses the address by its hash, and records the erasure and its audit entry
 * without the address.
 */
export async function eraseEverythingAbout(email: string, erasedBy: string): Promise<ErasureReport> {
  const address = normalisedAddress(email)
  return sql().begin(async (tx) => {
    const removed: ErasureReport['removed'] = {}
    const kept: ErasureReport['kept'] = {}
    for (const entry of PERSONAL_DATA_TABLES) {
      if (entry.erase) {
        const count = await entry.erase(tx, address)
        if (count > 0) removed[entry.table] = count
      } else {
        const rows = (await entry.find(tx, address)).length
        if (rows > 0) kept[entry.table] = { rows, reason: entry.keep ?? '' }
      }
    }
    await suppressErasedAddress(tx, address)
    const reasons = Object.fromEntries(Object.entries(kept).map(([table, { reason }]) => [table, reason]))
    const [erasure] = await tx<{ erased_at: Date }[]>`
      insert into personal_data_erasures (erased_by, removed, kept) values (${erasedBy}, ${tx.json(removed)}, ${tx.json(reasons)})
      returning erased_at`
    await recordAudit({ actorEmail: erasedBy, action: 'data_rights.erase', detail: erasureSummary(removed, kept) }, tx)
    return { erasedAt: erasure!.erased_at.toISOString(), removed, kept }
  })
}

function erasureSummary(removed: ErasureReport['removed'], kept: ErasureReport['kept']): string {
  const list = (counts: [string, number][]) => counts.map(([table, count]) => `${table} ${count}`).join(', ') || 'nothing'
  const keptCounts = Object.entries(kept).map(([table, { rows }]): [string, number] => [table, rows])
  return `Erased the data of an address. Removed: ${list(Object.entries(removed))}. Kept: ${list(keptCounts)}.`
}
