import { deflateRawSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import type { ScheduleRow } from './schedule-row.ts'
import { SCHEDULE_SHEET_NAME, scheduleContentXml, scheduleCsv, scheduleOds } from './schedule-ods.ts'
import { crc32 } from './zip.ts'
import { zipEntries } from './zip-entries.ts'

const row: ScheduleRow = {
  giftId: '1',
  declarationId: '1',
  givingReference: 'GA7K4Q',
  title: 'Mr',
  firstName: 'Tom',
  lastName: 'O’Brien & Sons',
  house: '12',
  postcode: 'BR5 2RW',
  aggregatedDescription: '',
  sponsoredEvent: false,
  donationDate: '2026-03-12',
  amountPence: 125050,
}

/** The text of each row of the sheet, as HMRC's reader counts rows (repeated rows counted each). */
function sheetRows(xml: string): string[] {
  const rows: string[] = []
  for (const match of xml.matchAll(/<table:table-row( table:number-rows-repeated="(\d+)")?>(.*?)<\/table:table-row>/g)) {
    const text = [...match[3]!.matchAll(/<text:p>(.*?)<\/text:p>/g)].map((cell) => cell[1]).join('|')
    for (let count = Number(match[2] ?? 1); count > 0; count--) rows.push(text)
  }
  return rows
}

describe('the schedule as an OpenDocument spreadsheet', () => {
  it('is a zip whose first entry is the stored mimetype, with content.xml holding the rows', () => {
    const ods = scheduleOds([row, { ...row, giftId: '2', donationDate: '2026-01-05', amountPence: 500 }])
    expect(new TextDecoder().decode(ods.subarray(30, 38))).toBe('mimetype')
    expect(new TextDecoder().decode(ods.subarray(38, 38 + 46))).toBe('application/vnd.oasis.opendocument.spreadsheet')
    const content = new TextDecoder().decode(zipEntries(ods).get('content.xml'))
    expect(content).toContain(`table:name="${SCHEDULE_SHEET_NAME}"`)
    const rows = sheetRows(content)
    expect(rows[12]).toContain('05/01/26')
    expect(rows[23]).toContain(
      'Item|Title|First name or initial|Last name|House name or number|Postcode|Aggregated donations|Sponsored event|Donation date (DD/MM/YY)|Amount',
    )
    expect(rows[24]).toBe('1|Mr|Tom|O’Brien &amp; Sons|12|BR5 2RW|12/03/26|1250.50')
    expect(rows[25]).toBe('2|Mr|Tom|O’Brien &amp; Sons|12|BR5 2RW|05/01/26|5.00')
  })

  it('puts each row’s cells in columns B to K', () => {
    const content = scheduleContentXml([row])
    const donation = content.split('<table:table-row>').find((part) => part.includes('1250.50'))!
    expect(donation.match(/<table:table-cell/g)).toHaveLength(11)
    expect(donation.startsWith('<table:table-cell/>')).toBe(true)
  })

  it('computes zip checksums as zlib does', () => {
    const data = new TextEncoder().encode('The quick brown fox jumps over the lazy dog')
    expect(crc32(data)).toBe(0x414fa339)
    expect(deflateRawSync(data).byteLength).toBeGreaterThan(0)
  })

  it('writes a CSV copy that no spreadsheet runs as a formula', () => {
    const csv = scheduleCsv([{ ...row, firstName: '=HYPERLINK("x")' }])
    expect(csv.split('\r\n')[1]).toBe(`1,Mr,"'=HYPERLINK(""x"")",O’Brien & Sons,12,BR5 2RW,,,12/03/26,1250.50`)
  })
})
