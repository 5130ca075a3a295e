import { addressOneLine, church } from '~/content/church'
import { sundayService } from '~/content/services'
import { churchPostalAddress } from '~/lib/site/structured-data'
import { CHURCH_TIME_ZONE } from '~/content/time-zone'

/** schema.org Church for the home page: name, postal address and the Sunday service time. */
export function churchJsonLd(siteUrl: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Church',
    name: church.name,
    slogan: church.tagline,
    url: `${siteUrl}/`,
    email: church.email,
    telephone: church.phone,
    address: churchPostalAddress(),
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
        scheduleTimezone: CHURCH_TIME_ZONE,
      },
      location: { '@type': 'Place', name: church.name, address: addressOneLine() },
    },
  }
}
