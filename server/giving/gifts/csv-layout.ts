/**
 * Which columns of a bank statement hold what: the date, the description, and either one signed
 * amount (money in positive) or a paid-in column. Columns count from 0.
 */
export type CsvLayout = {
  date: number
  description: number
} & ({ amount: number; paidIn?: undefined } | { paidIn: number; amount?: undefined })

/** A bank's export, recognised by its header line. */
type KnownLayout = { bank: string; header: string[]; layout: (header: string[]) => CsvLayout }

const column = (header: string[], name: string) => header.indexOf(name)

/**
 * The header line of a statement as a key: each heading trimmed and lower-cased, joined by commas,
 * so the same bank's export is recognised however it quotes or spaces its headings.
 */
export function headerKey(header: readonly string[]): string {
  return header.map((heading) => heading.trim().toLowerCase()).join(',')
}

/** The layouts of common UK banks' CSV exports (decision 066), by their header line. */
export const KNOWN_LAYOUTS: KnownLayout[] = [
  {
    bank: 'Lloyds, Halifax, Bank of Scotland',
    header: ['transaction date', 'transaction type', 'sort code', 'account number', 'transaction description', 'debit amount', 'credit amount', 'balance'],
    layout: (h) => ({ date: column(h, 'transaction date'), description: column(h, 'transaction description'), paidIn: column(h, 'credit amount') }),
  },
  {
    bank: 'Lloyds Commercial Banking Online',
    header: ['post date', 'account number', 'account name', 'type', 'amount', 'customer reference', 'transaction detail', 'balance'],
    layout: (h) => ({ date: column(h, 'post date'), description: column(h, 'transaction detail'), amount: column(h, 'amount') }),
  },
  {
    bank: 'Barclays',
    header: ['number', 'date', 'account', 'amount', 'subcategory', 'memo'],
    layout: (h) => ({ date: column(h, 'date'), description: column(h, 'memo'), amount: column(h, 'amount') }),
  },
  {
    bank: 'NatWest, Royal Bank of Scotland, Ulster Bank',
    header: ['date', 'type', 'description', 'value', 'balance', 'account name', 'account number'],
    layout: (h) => ({ date: column(h, 'date'), description: column(h, 'description'), amount: column(h, 'value') }),
  },
  {
    bank: 'Starling',
    header: ['date', 'counter party', 'reference', 'type', 'amount (gbp)', 'balance (gbp)', 'spending category', 'notes'],
    layout: (h) => ({ date: column(h, 'date'), description: column(h, 'reference'), amount: column(h, 'amount (gbp)') }),
  },
  {
    bank: 'Starling',
    header: ['date', 'counter party', 'reference', 'type', 'amount (gbp)', 'balance (gbp)'],
    layout: (h) => ({ date: column(h, 'date'), description: column(h, 'reference'), amount: column(h, 'amount (gbp)') }),
  },
  {
    bank: 'Monzo',
    header: [
      'transaction id',
      'date',
      'time',
      'type',
      'name',
      'emoji',
      'category',
      'amount',
      'currency',
      'local amount',
      'local currency',
      'notes and #tags',
      'address',
      'receipt',
      'description',
      'category split',
      'money out',
      'money in',
    ],
    layout: (h) => ({ date: column(h, 'date'), description: column(h, 'description'), paidIn: column(h, 'money in') }),
  },
]

/** The layout of a known bank's export with exactly this header line, or null. */
export function knownLayout(header: readonly string[]): { bank: string; layout: CsvLayout } | null {
  const key = headerKey(header)
  const known = KNOWN_LAYOUTS.find((entry) => entry.header.join(',') === key)
  return known ? { bank: known.bank, layout: known.layout(known.header) } : null
}

/** Whether every column the layout names is within a header of `width` columns. */
export function layoutFits(layout: CsvLayout, width: number): boolean {
  return [layout.date, layout.description, layout.amount ?? layout.paidIn].every((index) => Number.isInteger(index) && index! >= 0 && index! < width)
}
