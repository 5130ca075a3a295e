import { describe, expect, it } from 'vitest'
import { calendarText, dateValue, escapeText, foldLine, utcDateTimeValue } from './icalendar.ts'

const octets = (line: string) => new TextEncoder().encode(line).byteLength

describe('iCalendar text', () => {
  it('escapes backslashes, semicolons, commas and line breaks in TEXT values', () => {
    expect(escapeText('Tea, cake; and \\ songs\nline two\r\nthree')).toBe('Tea\\, cake\\; and \\\\ songs\\nline two\\nthree')
  })

  it('writes every kind of line break as \\n and drops the other control characters, keeping tabs', () => {
    expect(escapeText('a\vb\fc\u0085d\u2028e\u2029f')).toBe('a\\nb\\nc\\nd\\ne\\nf')
    expect(escapeText('x\u0000\u0007\u001b[31my\u007f\u0080\u009fz\tend')).toBe('x[31myz\tend')
  })

  it('leaves a short line as it is', () => {
    expect(foldLine('SUMMARY:Carols')).toBe('SUMMARY:Carols')
  })

  it('folds long lines at 75 octets, each continuation starting with a space', () => {
    const line = `DESCRIPTION:${'a'.repeat(200)}`
    const folded = foldLine(line).split('\r\n')
    expect(folded.length).toBe(3)
    for (const part of folded) expect(octets(part)).toBeLessThanOrEqual(75)
    expect(folded.slice(1).every((part) => part.startsWith(' '))).toBe(true)
    expect(folded.map((part, index) => (index === 0 ? part : part.slice(1))).join('')).toBe(line)
  })

  it('never splits a multi-byte character across lines', () => {
    const line = `SUMMARY:${'Crème brûlée ☕ '.repeat(20)}`
    const folded = foldLine(line).split('\r\n')
    for (const part of folded) {
      expect(octets(part)).toBeLessThanOrEqual(75)
      expect(part).not.toContain('\uFFFD')
    }
    expect(folded.map((part, index) => (index === 0 ? part : part.slice(1))).join('')).toBe(line)
  })

  it('writes dates and UTC times in the basic format', () => {
    expect(dateValue('2026-12-24')).toBe('20261224')
    expect(utcDateTimeValue(new Date('2026-11-23T08:05:09.123Z'))).toBe('20261123T080509Z')
  })

  it('ends every line with CRLF', () => {
    expect(calendarText(['BEGIN:VCALENDAR', 'END:VCALENDAR'])).toBe('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n')
  })
})
