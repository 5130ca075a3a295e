import { describe, expect, it } from 'vitest'
import { firstContent } from '../../../../tests/helpers/first-content.ts'
import { churchJsonLd } from './church-json-ld'

describe('churchJsonLd', () => {
  const { church, times } = firstContent()
  const data = churchJsonLd({ church, times }, 'https://example.org')

  it('describes the church with its postal address', () => {
    expect(data['@type']).toBe('Church')
    expect(data.name).toBe(church.name)
    expect(data.url).toBe('https://example.org/')
    expect(data.address).toMatchObject({ '@type': 'PostalAddress', postalCode: church.address.postcode, addressRegion: 'Kent', addressCountry: 'GB' })
    expect(data.address.addressLocality).toContain("St Paul's Cray")
  })

  it('gives the Sunday service at 10:30 for about an hour and a half', () => {
    expect(data.openingHoursSpecification[0]).toMatchObject({ dayOfWeek: 'https://schema.org/Sunday', opens: '10:30', closes: '12:00' })
    expect(data.event.eventSchedule).toMatchObject({ byDay: 'https://schema.org/Sunday', startTime: '10:30', scheduleTimezone: 'Europe/London' })
  })

  it('follows the times the church publishes', () => {
    const later = { ...times, sunday: { ...times.sunday, serviceStarts: '11:00', serviceEnds: '12:30' } }
    expect(churchJsonLd({ church, times: later }, 'https://example.org').openingHoursSpecification[0]).toMatchObject({ opens: '11:00', closes: '12:30' })
  })
})
