import { sql } from '../../../db/client.ts'
import type { Queryable } from '../../../db/queryable.ts'
import { recordAudit } from '../../audit/audit-log.ts'
import { BadRequest } from '../../errors.ts'
import { CsvTooLong, parseCsv } from './csv.ts'
import { type CsvLayout, headerKey, knownLayout, layoutFits } from './csv-layout.ts'
import { creditFingerprints } from './fingerprint.ts'
import { givingReferencesIn, statementCredits } from './statement-rows.ts'

/** A statement larger than this is refused before it is read (5 MB holds years of a church's account). */
export const STATEMENT_BYTES_LIMIT = 5 * 1024 * 1024
/** How many unreadable rows a refusal lists. */
const PROBLEMS_LISTED = 20

export const UNKNOWN_LAYOUT = 'The columns of this statement are not known yet: map its date, amount and description columns, then import it again'

export type StatementImport = { bank: string | null; credits: number; imported: number; alreadyImported: number; matched: number }

/** Statements are UTF-8, or Windows-1252 from older bank systems. */
function statementText(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return new TextDecoder('windows-1252').decode(bytes)
  }
}

function statementRecords(bytes: Uint8Array): string[][] {
  try {
    const records = parseCsv(statementText(bytes))
    if (records.length < 2)
      throw new BadRequest('The statement has no rows under its header line', 400, { file: 'The statement has no rows under its header line' })
    return records
  } catch (error) {
    if (error instanceof CsvTooLong) throw new BadRequest(error.message, 400, { file: error.message })
    throw error
  }
}

async function savedLayout(db: Queryable, key: string): Promise<CsvLayout | null> {
  const [saved] = await db<{ date: number; description: number; amount: number | null; paidIn: number | null }[]>`
    select date_column as date, description_column as description, amount_column as amount, paid_in_column as "paidIn"
    from gift_csv_layouts where header_key = ${key}`
  if (!saved) return null
  return saved.amount === null
    ? { date: saved.date, description: saved.description, paidIn: saved.paidIn! }
    : { date: saved.date, description: saved.description, amount: saved.amount }
}

async function saveLayout(db: Queryable, key: string, layout: CsvLayout): Promise<void> {
  await db`
    insert into gift_csv_layouts (header_key, date_column, description_column, amount_column, paid_in_column)
    values (${key}, ${layout.date}, ${layout.description}, ${layout.amount ?? null}, ${layout.paidIn ?? null})
    on conflict (header_key) do update set date_column = excluded.date_column, description_column = excluded.description_column,
      amount_column = excluded.amount_column, paid_in_column = excluded.paid_in_column, saved_at = now()`
}

/** The layout to read a statement with: the one sent, a known bank's, or one mapped before; else a 400 listing its columns. */
async function layoutFor(db: Queryable, header: string[], mapping: CsvLayout | null): Promise<{ bank: string | null; layout: CsvLayout }> {
  const key = headerKey(header).slice(0, 2000)
  if (mapping) {
    if (!layoutFits(mapping, header.length))
      throw new BadRequest('The mapped columns are not all in the statement', 400, { mapping: 'Choose columns the statement has' })
    await saveLayout(db, key, mapping)
    return { bank: null, layout: mapping }
  }
  const known = knownLayout(header)
  if (known) return known
  const saved = await savedLayout(db, key)
  if (saved && layoutFits(saved, header.length)) return { bank: null, layout: saved }
  throw new BadRequest(
    UNKNOWN_LAYOUT,
    400,
    header.slice(0, 50).map((heading) => heading.slice(0, 80)),
  )
}

/** The declarations with these giving references, by reference. */
async function declarationsByReference(db: Queryable, references: string[]): Promise<Map<string, string>> {
  if (references.length === 0) return new Map()
  const rows = await db<{ reference: string; id: string }[]>`
    select giving_reference as reference, id::text from gift_aid_declarations where giving_reference = any(${references}::text[])`
  return new Map(rows.map((row) => [row.reference, row.id]))
}

/**
 * Imports a bank statement's credits as gifts, each matched to the declaration whose giving
 * reference its description quotes. A statement imported again adds nothing (fingerprints). A
 * row that cannot be read refuses the whole statement, naming the rows and fields at fault.
 */
export async function importStatement(bytes: Uint8Array, mapping: CsvLayout | null, adminEmail: string): Promise<StatementImport> {
  const [header, ...rows] = statementRecords(bytes)
  return sql().begin(async (tx) => {
    const { bank, layout } = await layoutFor(tx, header!, mapping)
    const { credits, problems } = statementCredits(rows, layout)
    if (problems.length > 0) {
      const listed = problems.slice(0, PROBLEMS_LISTED).map((problem) => problem.message)
      const more = problems.length > PROBLEMS_LISTED ? [`and ${problems.length - PROBLEMS_LISTED} more rows`] : []
      throw new BadRequest(`${problems.length === 1 ? 'A row' : `${problems.length} rows`} of the statement cannot be read: nothing was imported`, 400, [
        ...listed,
        ...more,
      ])
    }
    const fingerprints = creditFingerprints(credits)
    const candidates = credits.map((credit) => givingReferencesIn(credit.description))
    const declarations = await declarationsByReference(tx, [...new Set(candidates.flat())])
    const declarationIds = candidates.map((references) => references.map((reference) => declarations.get(reference)).find(Boolean) ?? null)
    const inserted = await tx<{ declarationId: string | null }[]>`
      insert into gifts (given_on, amount_pence, method, description, declaration_id, fingerprint)
      select given_on, amount_pence, 'bank', description, declaration_id, fingerprint
      from unnest(${credits.map((c) => c.givenOn)}::date[], ${credits.map((c) => c.amountPence)}::int[], ${credits.map((c) => c.description)}::text[],
        ${declarationIds}::bigint[], ${fingerprints}::text[]) as t(given_on, amount_pence, description, declaration_id, fingerprint)
      on conflict (fingerprint) where fingerprint is not null do nothing
      returning declaration_id::text as "declarationId"`
    const result = {
      bank,
      credits: credits.length,
      imported: inserted.length,
      alreadyImported: credits.length - inserted.length,
      matched: inserted.filter((gift) => gift.declarationId !== null).length,
    }
    await recordAudit(
      {
        actorEmail: adminEmail,
        action: 'gifts.imported',
        detail: `Bank statement imported: ${result.imported} new gifts (${result.matched} matched by giving reference), ${result.alreadyImported} already imported`,
      },
      tx,
    )
    return result
  })
}
