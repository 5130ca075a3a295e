import { Icon } from '~/components/sections/Icon'
import { ExternalLink, textLinkClass } from '~/components/sections/links'
import type { OnlineCard } from '~/lib/content/online'
import { useFacts } from '~/lib/content/use-content'

/** One way to follow the church online: its icon, what it is, and a link to it. */
export function OnlineCardItem({ card }: { card: OnlineCard }) {
  const fill = useFacts()
  return (
    <li className="flex flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-cream-200">
      <span className="flex h-12 w-12 items-center justify-center rounded-full bg-wine-50 text-wine-700">
        <Icon name={card.icon} className="h-6 w-6" />
      </span>
      <h3 className="mt-4 font-serif text-xl font-bold text-wine-900">{card.title}</h3>
      <p className="mt-2 flex-1 leading-relaxed text-ink-700">{fill(card.description)}</p>
      <ExternalLink href={card.href} className={`${textLinkClass} mt-4 inline-flex min-h-6 items-center gap-1`}>
        {card.linkLabel}
        <Icon name="arrow" className="h-4 w-4" />
      </ExternalLink>
    </li>
  )
}
