import { MAX_GIFT_PENCE, parseAmountPence } from '../../../app/lib/giving/claims/money.ts'
import { parseUkDate, type UkDate } from '../../../app/lib/giving/claims/uk-dates.ts'
import type { CsvLayout } from './csv-layout.ts'

/** A gift's description is kept to this many characters (the gifts table's limit). */
export const DESCRIPTION_MAX_LENGTH = 200

/** Money in on a statement: one gift. */
export type StatementCredit = { row: number; givenOn: UkDate; amountPence: number; description: string }

/** A row that cannot be read, naming its row (the header is row 1) and field. */
export type RowProblem = { row: number; field: 'date' | 'amount' | 'description'; message: string }

/**
 * The credits of a statement's rows (after its header), and the problems of rows that cannot be
 * read. Money out and rows with nothing paid in are left out.
 */
export function statementCredits(records: readonly string[][], layout: CsvLayout): { credits: StatementCredit[]; problems: RowProblem[] } {
  const credits: StatementCredit[] = []
  const problems: RowProblem[] = []
  records.forEach((record, index) => {
    const row = index + 2
    const rawAmount = (layout.amount === undefined ? record[layout.paidIn] : record[layout.amount])?.trim() ?? ''
    if (rawAmount === '' && layout.paidIn !== undefined) return
    const amountPence = parseAmountPence(rawAmount)
    const givenOn = parseUkDate(record[layout.date] ?? '')
    if (amountPence === null || Math.abs(amountPence) > MAX_GIFT_PENCE)
      problems.push({ row, field: 'amount', message: `Row ${row}: the amount "${rawAmount.slice(0, 40)}" is not pounds and pence like 10.00 or 1,250.50` })
    if (givenOn === null)
      problems.push({
        row,
        field: 'date',
        message: `Row ${row}: the date "${(record[layout.date] ?? '').slice(0, 40)}" is not a date like 12/03/2026, 2026-03-12 or 12 Mar 2026`,
      })
    if (amountPence === null || givenOn === null || amountPence <= 0 || amountPence > MAX_GIFT_PENCE) return
    credits.push({ row, givenOn, amountPence, description: (record[layout.description] ?? '').trim().replace(/\s+/g, ' ').slice(0, DESCRIPTION_MAX_LENGTH) })
  })
  return { credits, problems }
}

const GIVING_REFERENCE = /(?<![0-9A-Z])GA[0-9A-Z]{4,8}(?![0-9A-Z])/g

/**
 * The words of a bank description that could be a giving reference ('GA7K4Q'), in capitals: a
 * word such as 'GARDEN' is one too, so the caller keeps the first that a declaration has.
 */
export function givingReferencesIn(description: string): string[] {
  return description.toUpperCase().match(GIVING_REFERENCE) ?? []
}
