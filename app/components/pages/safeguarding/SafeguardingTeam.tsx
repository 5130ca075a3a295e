import { useContent } from '~/lib/content/use-content'
import { Icon } from '~/components/sections/Icon'
import { initials } from '~/components/sections/initials'
import { telHref } from '~/components/sections/tel'

/** The three people to tell about a concern, each with e-mail and phone. */
export function SafeguardingTeam() {
  const { team } = useContent('safeguarding')
  return (
    <ul className="grid gap-5 md:grid-cols-3" data-testid="safeguarding-team">
      {team.map((person) => (
        <li key={person.email} className="flex flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-cream-200">
          <span aria-hidden="true" className="flex h-16 w-16 items-center justify-center rounded-full bg-wine-700 font-serif text-2xl font-bold text-white">
            {initials(person.name)}
          </span>
          <h3 className="mt-4 font-serif text-2xl font-bold text-wine-900">{person.name}</h3>
          <p className="font-semibold text-gold-700">{person.role}</p>
          <ul className="mt-4 space-y-2">
            <li>
              <a
                href={`mailto:${person.email}`}
                className="inline-flex min-h-6 items-start gap-2 text-wine-800 underline underline-offset-4 [overflow-wrap:anywhere] hover:text-wine-900"
              >
                <Icon name="mail" className="mt-0.5 h-5 w-5" />
                <span>
                  <span className="sr-only">E-mail: </span>
                  {person.email}
                </span>
              </a>
            </li>
            <li>
              <a href={telHref(person.phone)} className="inline-flex min-h-6 items-center gap-2 text-wine-800 underline underline-offset-4 hover:text-wine-900">
                <Icon name="phone" className="h-5 w-5" />
                <span>
                  <span className="sr-only">Phone: </span>
                  {person.phone}
                </span>
              </a>
            </li>
          </ul>
        </li>
      ))}
    </ul>
  )
}
