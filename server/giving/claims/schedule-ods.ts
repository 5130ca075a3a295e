import { penceAsPounds } from '../../../app/lib/giving/claims/money.ts'
import { asScheduleDate } from '../../../app/lib/giving/claims/uk-dates.ts'
import { earliestDonationDate } from './schedule-rules.ts'
import type { ScheduleRow } from './schedule-row.ts'
import { zip } from './zip.ts'

/** CommonFileValidation.isCorrectSheetName: a Gift Aid schedule's first sheet is named from this. */
export const SCHEDULE_SHEET_NAME = 'R68GAD_V1_00_0'
/** DocumentRow.scala: the earliest donation date is read from row 13, column D (row 12, cell 3 counting from 0). */
const EARLIEST_DATE_ROW = 12
/** DocumentRow.scala: the previously overclaimed amount, row 17 column D; left blank. */
const OVERCLAIMED_ROW = 16
/** DocumentRow.scala: donations are read from row 25 (row 24 from 0), columns B to K. */
const FIRST_DONATION_ROW = 24
export const SCHEDULE_HEADINGS = [
  'Item',
  'Title',
  'First name or initial',
  'Last name',
  'House name or number',
  'Postcode',
  'Aggregated donations',
  'Sponsored event',
  'Donation date (DD/MM/YY)',
  'Amount',
] as const

const escapeXml = (text: string) => text.replace(/[<>&"]/g, (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[char]!)

const textCell = (text: string) =>
  text === '' ? '<table:table-cell/>' : `<table:table-cell office:value-type="string"><text:p>${escapeXml(text)}</text:p></table:table-cell>`
const numberCell = (value: string) => `<table:table-cell office:value-type="float" office:value="${value}"><text:p>${value}</text:p></table:table-cell>`
const row = (cells: string[]) => `<table:table-row>${cells.join('')}</table:table-row>`
const emptyRows = (count: number) => (count > 0 ? `<table:table-row table:number-rows-repeated="${count}"><table:table-cell/></table:table-row>` : '')

function donationCells(donation: ScheduleRow, item: number): string[] {
  const aggregated = donation.aggregatedDescription !== ''
  return [
    '<table:table-cell/>',
    numberCell(String(item)),
    textCell(aggregated ? '' : donation.title),
    textCell(aggregated ? '' : donation.firstName),
    textCell(aggregated ? '' : donation.lastName),
    textCell(aggregated ? '' : donation.house),
    textCell(aggregated ? '' : donation.postcode),
    textCell(donation.aggregatedDescription),
    textCell(donation.sponsoredEvent ? 'Yes' : ''),
    textCell(asScheduleDate(donation.donationDate)),
    numberCell(penceAsPounds(donation.amountPence)),
  ]
}

/** The content.xml of one sheet of HMRC's Gift Aid schedule (at most 1,000 rows). */
export function scheduleContentXml(rows: readonly ScheduleRow[]): string {
  const earliest = earliestDonationDate(rows)
  const body = [
    row(['<table:table-cell/>', textCell('Gift Aid schedule')]),
    emptyRows(EARLIEST_DATE_ROW - 1),
    row([
      '<table:table-cell/>',
      textCell('Earliest donation date in the period of claim (DD/MM/YY)'),
      '<table:table-cell/>',
      textCell(earliest ? asScheduleDate(earliest) : ''),
    ]),
    emptyRows(OVERCLAIMED_ROW - EARLIEST_DATE_ROW - 1),
    row(['<table:table-cell/>', textCell('Previously overclaimed amount'), '<table:table-cell/>', '<table:table-cell/>']),
    emptyRows(FIRST_DONATION_ROW - OVERCLAIMED_ROW - 2),
    row(['<table:table-cell/>', ...SCHEDULE_HEADINGS.map(textCell)]),
    ...rows.map((donation, index) => row(donationCells(donation, index + 1))),
  ].join('')
  return `<?xml version="1.0" encoding="UTF-8"?>
<office:document-content xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" office:version="1.2"><office:body><office:spreadsheet><table:table table:name="${SCHEDULE_SHEET_NAME}"><table:table-column table:number-columns-repeated="11"/>${body}</table:table></office:spreadsheet></office:body></office:document-content>`
}

const MIMETYPE = 'application/vnd.oasis.opendocument.spreadsheet'
const MANIFEST = `<?xml version="1.0" encoding="UTF-8"?>
<manifest:manifest xmlns:manifest="urn:oasis:names:tc:opendocument:xmlns:manifest:1.0" manifest:version="1.2"><manifest:file-entry manifest:full-path="/" manifest:version="1.2" manifest:media-type="${MIMETYPE}"/><manifest:file-entry manifest:full-path="content.xml" manifest:media-type="text/xml"/></manifest:manifest>`

/** One sheet of the schedule as an OpenDocument spreadsheet (.ods), the file Charities Online takes. */
export function scheduleOds(rows: readonly ScheduleRow[]): Uint8Array {
  const encode = (text: string) => new TextEncoder().encode(text)
  return zip([
    { name: 'mimetype', data: encode(MIMETYPE), store: true },
    { name: 'META-INF/manifest.xml', data: encode(MANIFEST) },
    { name: 'content.xml', data: encode(scheduleContentXml(rows)) },
  ])
}

/** A field as CSV writes it; text a spreadsheet would run as a formula is kept as text with a leading apostrophe. */
function csvField(text: string): string {
  const safe = /^[=+@\t]/.test(text) ? `'${text}` : text
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe
}

/** The schedule as CSV, the same columns, for the treasurer's own records. */
export function scheduleCsv(rows: readonly ScheduleRow[]): string {
  const lines = [SCHEDULE_HEADINGS.join(',')]
  rows.forEach((donation, index) => {
    const aggregated = donation.aggregatedDescription !== ''
    lines.push(
      [
        String(index + 1),
        aggregated ? '' : donation.title,
        aggregated ? '' : donation.firstName,
        aggregated ? '' : donation.lastName,
        aggregated ? '' : donation.house,
        aggregated ? '' : donation.postcode,
        donation.aggregatedDescription,
        donation.sponsoredEvent ? 'Yes' : '',
        asScheduleDate(donation.donationDate),
        penceAsPounds(donation.amountPence),
      ]
        .map(csvField)
        .join(','),
    )
  })
  return `${lines.join('\r\n')}\r\n`
}
