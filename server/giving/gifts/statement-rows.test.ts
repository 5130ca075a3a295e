import { describe, expect, it } from 'vitest'
import { knownLayout } from './csv-layout.ts'
import { creditFingerprints } from './fingerprint.ts'
import { givingReferencesIn, statementCredits } from './statement-rows.ts'

const signed = { date: 0, description: 1, amount: 2 }
const paidIn = { date: 0, description: 1, paidIn: 3 }

describe('a statement’s credits', () => {
  it('keeps money in and leaves money out', () => {
    const { credits, problems } = statementCredits(
      [
        ['12/03/2026', 'GA7K4Q OFFERING', '1,250.50'],
        ['13/03/2026', 'ELECTRICITY', '-80.00'],
      ],
      signed,
    )
    expect(problems).toEqual([])
    expect(credits).toEqual([{ row: 2, givenOn: '2026-03-12', amountPence: 125050, description: 'GA7K4Q OFFERING' }])
  })

  it('reads a paid-in column and skips rows with nothing paid in', () => {
    const { credits } = statementCredits(
      [
        ['2026-03-12', 'A GIFT', '', '20.00'],
        ['2026-03-12', 'A BILL', '9.00', ''],
      ],
      paidIn,
    )
    expect(credits.map((credit) => credit.amountPence)).toEqual([2000])
  })

  it('names the row and field of an amount like "£10" or "10.5.0" and of a bad date', () => {
    const { problems } = statementCredits(
      [
        ['12/03/2026', 'ONE', '£10'],
        ['12/03/2026', 'TWO', '10.5.0'],
        ['31/02/2026', 'THREE', '5.00'],
      ],
      signed,
    )
    expect(problems.map(({ row, field }) => [row, field])).toEqual([
      [2, 'amount'],
      [3, 'amount'],
      [4, 'date'],
    ])
    expect(problems[0]!.message).toContain('Row 2')
    expect(problems[0]!.message).toContain('£10')
  })
})

describe('giving references in a description', () => {
  it('finds GA and 4 to 8 letters or digits as a word', () => {
    expect(givingReferencesIn('Standing order ga7k4q thanks')).toEqual(['GA7K4Q'])
    expect(givingReferencesIn('GARDEN FUND GA12345678')).toEqual(['GARDEN', 'GA12345678'])
    expect(givingReferencesIn('XGA7K4Q GA7K4QABCDEF GAS')).toEqual([])
  })
})

describe('fingerprints', () => {
  it('are the same for the same statement and differ for a second identical gift', () => {
    const credit = { row: 2, givenOn: '2026-03-12', amountPence: 1000, description: 'CASH' }
    const first = creditFingerprints([credit, { ...credit, row: 3 }])
    expect(first[0]).not.toBe(first[1])
    expect(creditFingerprints([credit, { ...credit, row: 3 }])).toEqual(first)
  })
})

describe('known bank layouts', () => {
  it('are recognised by their header line, however it is spaced or capitalised', () => {
    const lloyds = knownLayout([
      'Transaction Date',
      'Transaction Type',
      'Sort Code',
      'Account Number',
      'Transaction Description',
      'Debit Amount',
      'Credit Amount',
      'Balance',
    ])
    expect(lloyds?.layout).toEqual({ date: 0, description: 4, paidIn: 6 })
    expect(knownLayout([' Date', 'Type', 'Description', 'Value', 'Balance', 'Account Name', 'Account Number'])?.bank).toContain('NatWest')
    expect(knownLayout(['When', 'What', 'How much'])).toBeNull()
  })
})
