import { useContent } from '~/lib/content/use-content'
import { ExternalLink, textLinkClass } from '~/components/sections/links'
import { telHref } from '~/components/sections/tel'

/** Emergency services, agencies and independent helplines, in three groups. */
export function ExternalContacts() {
  const { externalContacts } = useContent('safeguarding')
  return (
    <div className="grid gap-6 lg:grid-cols-3">
      {externalContacts.map((group, index) => (
        <section key={group.title} aria-labelledby={`contacts-${index}`} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-cream-200">
          <h3 id={`contacts-${index}`} className="font-serif text-2xl font-bold text-wine-900">
            {group.title}
          </h3>
          <ul className="mt-4 divide-y divide-cream-200">
            {group.contacts.map((contact) => (
              <li key={`${contact.name}-${contact.detail}`} className="py-3">
                <p className="font-semibold text-ink-900">{contact.name}</p>
                <p className="text-ink-700">{contact.detail}</p>
                <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
                  {contact.phone ? (
                    <a href={telHref(contact.phone)} className={`${textLinkClass} inline-flex min-h-6 items-center`}>
                      <span className="sr-only">Phone </span>
                      {contact.phone}
                    </a>
                  ) : null}
                  {contact.link ? (
                    <ExternalLink href={contact.link} className={`${textLinkClass} inline-flex min-h-6 items-center`}>
                      Website<span className="sr-only">: {contact.name}</span>
                    </ExternalLink>
                  ) : null}
                </p>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  )
}
