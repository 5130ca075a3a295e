/** At most this many records are read from one statement; a longer one is refused. */
export const MAX_CSV_RECORDS = 20_000
/** At most this many fields in one record. */
export const MAX_CSV_FIELDS = 50

export class CsvTooLong extends Error {}

/**
 * Splits CSV text into records of fields (RFC 4180): fields in double quotes may hold commas,
 * line breaks and doubled quotes; lines end in CRLF or LF; a leading byte order mark is dropped;
 * blank lines are skipped. Throws CsvTooLong past MAX_CSV_RECORDS records or MAX_CSV_FIELDS fields.
 */
export function parseCsv(text: string): string[][] {
  const source = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text
  const records: string[][] = []
  let record: string[] = []
  let field = ''
  let quoted = false
  let index = 0
  const endField = () => {
    record.push(field)
    field = ''
    if (record.length > MAX_CSV_FIELDS) throw new CsvTooLong(`A row has more than ${MAX_CSV_FIELDS} columns`)
  }
  const endRecord = () => {
    endField()
    if (record.length > 1 || record[0] !== '') records.push(record)
    record = []
    if (records.length > MAX_CSV_RECORDS) throw new CsvTooLong(`The statement has more than ${MAX_CSV_RECORDS} rows`)
  }
  while (index < source.length) {
    const char = source[index]!
    if (quoted) {
      if (char === '"' && source[index + 1] === '"') {
        field += '"'
        index += 2
        continue
      }
      if (char === '"') quoted = false
      else field += char
      index += 1
      continue
    }
    if (char === '"' && field === '') quoted = true
    else if (char === ',') endField()
    else if (char === '\n') endRecord()
    else if (char === '\r') {
      if (source[index + 1] !== '\n') endRecord()
    } else field += char
    index += 1
  }
  if (field !== '' || record.length > 0) endRecord()
  return records
}
