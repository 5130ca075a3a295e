import type { Church } from '../../content/documents/church.ts'
import type { ChurchEvent } from '../events/event-schema.ts'

/** The church's address as schema.org PostalAddress. */
export function churchPostalAddress({ address }: Church) {
  const { building, street, locality, town, county, postcode, country } = address
  return {
    '@type': 'PostalAddress',
    streetAddress: [building, street].filter(Boolean).join(', '),
    addressLocality: [locality, town].filter(Boolean).join(', '),
    addressRegion: county,
    postalCode: postcode,
    addressCountry: country,
  }
}

/** schema.org Events for the What's On When list: held at the church, organised by it. */
export function eventsStructuredData(events: readonly ChurchEvent[], church: Church, siteUrl: string) {
  const pageUrl = `${siteUrl}/whats-on-when`
  const place = { '@type': 'Place', name: church.name, address: churchPostalAddress(church) }
  const organizer = { '@type': 'Organization', name: church.name, url: `${siteUrl}/` }
  return {
    '@context': 'https://schema.org',
    '@graph': events.map((event) => ({
      '@type': 'Event',
      '@id': `${pageUrl}#event-${event.id}`,
      name: event.title,
      description: event.description,
      startDate: event.event_date,
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: place,
      organizer,
      url: pageUrl,
    })),
  }
}
