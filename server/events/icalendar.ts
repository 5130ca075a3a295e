/**
 * Writing iCalendar (RFC 5545) text: escaped TEXT values, content lines folded at 75 octets
 * without splitting a character, CRLF line ends.
 */

const MAX_LINE_OCTETS = 75
const encoder = new TextEncoder()

/** Line breaks of every kind: CR LF, CR, LF, VT, FF, NEL, and Unicode's line and paragraph separators. */
const LINE_BREAK = /\r\n|[\n\v\f\r\u0085\u2028\u2029]/g
/** What RFC 5545 allows in no TEXT value: control characters but HTAB (C0, DEL and C1). */
const CONTROL = /(?!\t)\p{Cc}/gu

/** A TEXT value: backslashes, semicolons and commas escaped, line breaks of any kind as `\n`, other control characters dropped. */
export function escapeText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(LINE_BREAK, '\\n').replace(CONTROL, '')
}

/** One content line, folded: each continuation line starts with a space, and no line exceeds 75 octets. */
export function foldLine(line: string): string {
  const lines: string[] = []
  let current = ''
  let octets = 0
  for (const character of line) {
    const size = encoder.encode(character).byteLength
    if (octets + size > MAX_LINE_OCTETS) {
      lines.push(current)
      current = ' '
      octets = 1
    }
    current += character
    octets += size
  }
  lines.push(current)
  return lines.join('\r\n')
}

/** A DATE value, e.g. 20261224, from a calendar day written YYYY-MM-DD. */
export function dateValue(day: string): string {
  return day.replaceAll('-', '')
}

/** A UTC DATE-TIME value, e.g. 20261123T080000Z. */
export function utcDateTimeValue(moment: Date): string {
  return moment
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')
}

/** Content lines joined as a calendar object: every line folded and ended with CRLF. */
export function calendarText(lines: readonly string[]): string {
  return lines.map((line) => `${foldLine(line)}\r\n`).join('')
}
