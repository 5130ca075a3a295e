import { church } from '../../../content/church'
import { sundayService } from '../../../content/services'

/** schema.org Church for the home page: name, postal address and the Sunday service time. */
export function churchJsonLd(siteUrl: string) {
  const { building, street, locality, town, county, postcode, country } = church.address
  return {
    '@context': 'https://schema.org',
    '@type': 'Church',
    name: church.name,
    slogan: church.tagline,
    url: `${siteUrl}/`,
    email: church.email,
    telephone: church.phone,
    address: {
      '@type': 'PostalAddress',
      streetAddress: `${building}, ${street}`,
      addressLocality: `${locality}, ${town}`,
      addressRegion: county,
      postalCode: postcode,
      addressCountry: country,
    },
    openingHoursSpecification: [
      {
        '@type': 'OpeningHoursSpecification',
        name: 'Sunday service',
        dayOfWeek: 'https://schema.org/Sunday',
        opens: sundayService.startsAt,
        closes: sundayService.endsAt,
      },
    ],
    event: {
      '@type': 'Event',
      name: 'Sunday service',
      eventAttendanceMode: 'https://schema.org/MixedEventAttendanceMode',
      eventSchedule: {
        '@type': 'Schedule',
        byDay: 'https://schema.org/Sunday',
        repeatFrequency: 'P1W',
        startTime: sundayService.startsAt,
        endTime: sundayService.endsAt,
        scheduleTimezone: 'Europe/London',
      },
      location: { '@type': 'Place', name: church.name, address: `${building}, ${street}, ${locality}, ${town}, ${county} ${postcode}` },
    },
  }
}
