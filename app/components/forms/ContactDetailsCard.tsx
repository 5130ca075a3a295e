import { ChurchAddress } from '~/components/sections/ChurchAddress'
import { Icon } from '~/components/sections/Icon'
import { useContent } from '~/lib/content/use-content'

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`

/** The church's address, phone and e-mail, beside a contact form. */
export function ContactDetailsCard({ headingId = 'contact-details-title', headingLevel = 2 }: { headingId?: string; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 3 ? 'h3' : 'h2'
  const church = useContent('church')
  return (
    <section aria-labelledby={headingId} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-cream-200">
      <Heading id={headingId} className="font-serif text-2xl font-bold text-wine-900">
        Contact details
      </Heading>
      <ul className="mt-4 space-y-4 text-lg text-ink-900">
        <li className="flex gap-3">
          <Icon name="pin" className="mt-1 h-6 w-6 text-wine-700" />
          <ChurchAddress name="bold" />
        </li>
        <li className="flex items-center gap-3">
          <Icon name="phone" className="h-6 w-6 text-wine-700" />
          <a
            href={telHref(church.phone)}
            className="inline-flex min-h-11 items-center font-semibold text-wine-700 underline underline-offset-4 hover:text-wine-900"
          >
            <span className="sr-only">Phone: </span>
            {church.phone}
          </a>
        </li>
        <li className="flex items-center gap-3">
          <Icon name="mail" className="h-6 w-6 text-wine-700" />
          <a
            href={`mailto:${church.email}`}
            className="inline-flex min-h-11 items-center font-semibold break-all text-wine-700 underline underline-offset-4 hover:text-wine-900"
          >
            <span className="sr-only">Email: </span>
            {church.email}
          </a>
        </li>
      </ul>
    </section>
  )
}
