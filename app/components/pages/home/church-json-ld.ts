import type { Church } from '~/content/documents/church'
import type { Times } from '~/content/documents/times'
import { CHURCH_TIME_ZONE } from '~/content/time-zone'
import { addressOneLine } from '~/lib/content/address'
import { churchPostalAddress } from '~/lib/seo/structured-data'

/** schema.org Church for the home page: name, postal address and the Sunday service time. */
export function churchJsonLd({ church, times }: { church: Church; times: Times }, siteUrl: string) {
  const { serviceStarts, serviceEnds } = times.sunday
  return {
    '@context': 'https://schema.org',
    '@type': 'Church',
    name: church.name,
    slogan: church.tagline,
    url: `${siteUrl}/`,
    email: church.email,
    telephone: church.phone,
    address: churchPostalAddress(church),
    openingHoursSpecification: [
      {
        '@type': 'OpeningHoursSpecification',
        name: 'Sunday service',
        dayOfWeek: 'https://schema.org/Sunday',
        opens: serviceStarts,
        closes: serviceEnds,
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
        startTime: serviceStarts,
        endTime: serviceEnds,
        scheduleTimezone: CHURCH_TIME_ZONE,
      },
      location: { '@type': 'Place', name: church.name, address: addressOneLine(church) },
    },
  }
}
