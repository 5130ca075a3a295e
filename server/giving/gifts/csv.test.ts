import { describe, expect, it } from 'vitest'
import { CsvTooLong, MAX_CSV_RECORDS, parseCsv } from './csv.ts'

describe('parseCsv', () => {
  it('reads quoted fields with commas, doubled quotes and line breaks', () => {
    expect(parseCsv('a,"b, c","say ""hi""","two\nlines"\n')).toEqual([['a', 'b, c', 'say "hi"', 'two\nlines']])
  })

  it('drops a byte order mark and reads CRLF lines, skipping blank ones', () => {
    expect(parseCsv('\uFEFFDate,Amount\r\n01/03/2026,10.00\r\n\r\n02/03/2026,5.00')).toEqual([
      ['Date', 'Amount'],
      ['01/03/2026', '10.00'],
      ['02/03/2026', '5.00'],
    ])
  })

  it('keeps empty fields', () => {
    expect(parseCsv('a,,c\n,,\n')).toEqual([
      ['a', '', 'c'],
      ['', '', ''],
    ])
  })

  it('refuses a statement with too many rows', () => {
    expect(() => parseCsv('x\n'.repeat(MAX_CSV_RECORDS + 2))).toThrow(CsvTooLong)
  })
})
