import ICAL from 'ical.js'
import { describe, expect, it } from 'vitest'
import { firstContent } from '../../tests/helpers/first-content.ts'
import { eventsCalendar } from './calendar-feed.ts'

const changed = new Date('2026-11-01T10:00:00Z')
const events = [
  {
    id: '6f1d3c9e-0000-4000-8000-000000000001',
    title: 'Carols, mince pies; and more',
    description: 'Bring a friend.\nAll welcome, free.',
    event_date: '2026-12-20',
    updated_at: changed,
  },
  { id: '6f1d3c9e-0000-4000-8000-000000000002', title: 'Café Noël ☕', description: 'x'.repeat(300), event_date: '2026-12-31', updated_at: changed },
]

describe('the events calendar feed', () => {
  const { church } = firstContent()
  const text = eventsCalendar(events, church.name, 'https://www.example.org')

  it('is an RFC 5545 calendar a parser reads back exactly', () => {
    const calendar = new ICAL.Component(ICAL.parse(text))
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0')
    expect(calendar.getFirstPropertyValue('prodid')).toBeTruthy()
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe(`${church.name} events`)
    const parsed = calendar.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component))
    expect(parsed.map((event) => event.summary)).toEqual(events.map((event) => event.title))
    expect(parsed.map((event) => event.description)).toEqual(events.map((event) => event.description))
    expect(parsed.map((event) => event.uid)).toEqual(events.map((event) => `${event.id}@www.example.org`))
    expect(parsed.map((event) => event.startDate.toString())).toEqual(['2026-12-20', '2026-12-31'])
    expect(parsed.every((event) => event.startDate.isDate)).toBe(true)
    expect(parsed.map((event) => event.endDate.toString())).toEqual(['2026-12-21', '2027-01-01'])
  })

  it('uses CRLF line ends and lines of at most 75 octets', () => {
    expect(text.endsWith('\r\n')).toBe(true)
    const lines = text.split('\r\n').slice(0, -1)
    expect(lines.some((line) => line.includes('\n'))).toBe(false)
    for (const line of lines) expect(new TextEncoder().encode(line).byteLength).toBeLessThanOrEqual(75)
  })

  it('stamps each event with when it last changed, so the same events give the same bytes', () => {
    expect(text).toContain('DTSTAMP:20261101T100000Z')
    expect(eventsCalendar(events, church.name, 'https://www.example.org')).toBe(text)
  })

  it('carries no control character RFC 5545 forbids, whatever the titles, descriptions and church name hold', () => {
    const hostile = { ...events[0]!, title: 'Carols\u000b\u000c\u001b[2J\u2028Night\u0085', description: 'One\u2029Two\u0000\u007f\u0090\tTabbed' }
    const feed = eventsCalendar([hostile], 'St Mary\u001b, Anytown\u2028', 'https://www.example.org')
    const body = feed.replaceAll('\r\n', '')
    expect(body).not.toMatch(/(?!\t)\p{Cc}|[\u2028\u2029]/u)
    const calendar = new ICAL.Component(ICAL.parse(feed))
    const [event] = calendar.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component))
    expect(event!.summary).toBe('Carols\n\n[2J\nNight\n')
    expect(event!.description).toBe('One\nTwo\tTabbed')
    expect(calendar.getFirstPropertyValue('prodid')).toBe('-//St Mary, Anytown\n//Website//EN')
  })
})
