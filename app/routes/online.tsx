import { createFileRoute, Link } from '@tanstack/react-router'
import { Hydrate } from '@tanstack/react-start'
import { when } from '~/lib/hydration/when'
import { OnlineCardItem } from '~/components/pages/online/OnlineCardItem'
import { ButtonLink, textLinkClass } from '~/components/sections/links'
import { PageHero } from '~/components/sections/PageHero'
import { Section } from '~/components/sections/Section'
import { onlineCards } from '~/lib/content/online'
import { useContent, useFacts, usePageIntro } from '~/lib/content/use-content'
import { pageHead } from '~/lib/seo/seo'
import { routeContent } from '~/server-fns/content'

export const Route = createFileRoute('/online')({
  loader: async ({ location }) => ({ content: await routeContent(['online'], location, 'online') }),
  head: ({ matches }) =>
    pageHead(
      {
        title: 'Online',
        description:
          'Church life online: Sunday services on YouTube, our podcast, Instagram, Facebook, our Bible app community and worship playlists, wherever you are.',
        path: '/online',
      },
      matches,
    ),
  component: OnlinePage,
})

function OnlinePage() {
  return (
    <Hydrate when={when.static}>
      <OnlineContent />
    </Hydrate>
  )
}

function OnlineContent() {
  const fill = useFacts()
  const cards = onlineCards(useContent('online'), useContent('church'))
  const online = usePageIntro('online')
  return (
    <>
      <PageHero eyebrow={online.eyebrow} title="Online Life" intro={fill(online.intro)} />

      <Section id="connect-online" title="Connect with us online">
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {cards.map((card) => (
            <OnlineCardItem key={card.title} card={card} />
          ))}
        </ul>
      </Section>

      <Section id="prayer-groups" tone="tint" title="Private prayer groups" width="narrow">
        <div className="rounded-2xl border-l-4 border-gold-400 bg-white p-6 text-lg leading-relaxed text-ink-700 shadow-sm">
          <p>
            We also have private online prayer groups. To keep them a safe and trusted space, they are only for people who regularly attend our church. If that
            is you and you would like to join, please ask the pastor.
          </p>
        </div>
      </Section>

      <Section id="meet-in-person" title="Meet us in person too" width="narrow" intro="Online is great, but nothing beats a hug and a cup of tea.">
        <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
          <ButtonLink to="/sundays">Join us on Sunday</ButtonLink>
          <Link to="/whats-on-when" className={`${textLinkClass} inline-flex min-h-6 items-center`}>
            See What’s On When
          </Link>
        </div>
      </Section>
    </>
  )
}
