import { createFileRoute, Link } from '@tanstack/react-router'
import { Hydrate } from '@tanstack/react-start'
import type { ReactNode } from 'react'
import { formPageLoading } from './-form-page-loading'
import { StayInTouchForm } from '~/components/forms/StayInTouchForm'
import { Icon, type IconName } from '~/components/sections/Icon'
import { ExternalLink } from '~/components/sections/links'
import { PageHero } from '~/components/sections/PageHero'
import { Section } from '~/components/sections/Section'
import { ChurchAddress } from '~/components/sections/ChurchAddress'
import { TravelLines } from '~/components/sections/GettingHere'
import type { Church } from '~/content/documents/church'
import type { Online } from '~/content/documents/online'
import { spokenTime } from '~/content/fields/time-format'
import { useContent, useFacts, usePageIntro } from '~/lib/content/use-content'
import { type FormOutcome, formAnchor } from '~/lib/forms/form-outcome'
import { when } from '~/lib/hydration/when'
import { churchNameIn, pageHead } from '~/lib/seo/seo'
import { formPagePostHandler } from '#server/forms/http.ts'

export const Route = createFileRoute('/stayintouch')({
  ...formPageLoading('stay_in_touch', 'stayInTouch', ['online']),
  server: { handlers: { POST: formPagePostHandler('stay_in_touch') } },
  head: ({ matches }) =>
    pageHead(
      {
        title: 'Stay in Touch',
        description: `Leave your details and ${churchNameIn(matches)} will keep in touch: WhatsApp group, a visit and prayer, or finding out more about faith. Follow us online or join us on Sunday.`,
        path: '/stayintouch',
      },
      matches,
    ),
  component: StayInTouchPage,
})

type Tile = { title: string; text: string; icon: IconName } & ({ href: string; external: true } | { to: string; external: false })

/** The ways to connect online, each to one of the church's addresses: a tile whose address the church has left empty is not shown. */
function tilesOf({ web, social }: Church, { addresses }: Online): Tile[] {
  const online: Tile[] = [
    {
      title: 'Watch on YouTube',
      text: 'Sunday services, sermons and short devotions on our video channel.',
      icon: 'video',
      href: web.youtubeChannel,
      external: true,
    },
    {
      title: 'Join our Facebook group',
      text: 'Chat, share prayer needs and hear what is coming up.',
      icon: 'group',
      href: addresses.facebookGroup,
      external: true,
    },
    { title: 'Follow us on Instagram', text: 'Photos and moments from church life through the week.', icon: 'camera', href: social.instagram, external: true },
    {
      title: 'Read a Bible plan with us',
      text: 'Join our community on the Bible app and read a plan together.',
      icon: 'book',
      href: addresses.bibleAppCommunity,
      external: true,
    },
    {
      title: 'Listen to the podcast',
      text: 'Every Sunday talk, ready for the car, the kitchen or a walk.',
      icon: 'podcast',
      href: social.spotify,
      external: true,
    },
  ]
  return [
    ...online.filter((tile) => tile.external && tile.href !== ''),
    { title: 'Meet the Team', text: 'The people who lead and serve at the church.', icon: 'people', to: '/our-people', external: false },
  ]
}

function StayInTouchPage() {
  const { outcome, submissionId } = Route.useLoaderData()
  return (
    <>
      <Hydrate when={when.static}>
        <StayInTouchIntro />
      </Hydrate>
      <Hydrate when={when.touched}>
        <StayInTouchFormSection outcome={outcome} submissionId={submissionId} />
      </Hydrate>
      <Hydrate when={when.static}>
        <StayInTouchDetails />
      </Hydrate>
    </>
  )
}

function StayInTouchIntro() {
  const fill = useFacts()
  const stayInTouch = usePageIntro('stayInTouch')
  return <PageHero eyebrow={stayInTouch.eyebrow} title="Stay in Touch" intro={fill(stayInTouch.intro)} />
}

function StayInTouchFormSection({ outcome, submissionId }: { outcome: FormOutcome | null; submissionId: string }) {
  const church = useContent('church')
  return (
    <section id={formAnchor('stay_in_touch')} aria-labelledby="stay-form-title" className="reveal bg-cream-50 py-14 sm:py-20">
      <div className="mx-auto grid max-w-6xl items-start gap-8 px-4 lg:grid-cols-[2fr_3fr]">
        <div className="space-y-4 text-lg leading-relaxed text-ink-700">
          <h2 className="font-serif text-3xl font-bold text-wine-900">Welcome!</h2>
          <p>Thank you for visiting {church.name}. Whether you came on a Sunday, met us in the community or found us online, we are so glad you are here.</p>
          <p>
            Leave your details and we will be in touch. We can add you to our church WhatsApp group, arrange for someone to visit and pray with you, or tell you
            more about the Christian faith. Just tick what you would like.
          </p>
          <p className="text-base">We only use your details to keep in touch with you, and never share them.</p>
        </div>
        <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-cream-200 sm:p-8">
          <h2 id="stay-form-title" className="mb-6 font-serif text-3xl font-bold text-wine-900">
            Your details
          </h2>
          <StayInTouchForm outcome={outcome} submissionId={submissionId} />
        </div>
      </div>
    </section>
  )
}

function StayInTouchDetails() {
  const church = useContent('church')
  const { sunday } = useContent('times')
  return (
    <>
      <Section id="online" tone="tint" title="Connect with us online" intro="Between Sundays, there are plenty of ways to stay connected.">
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {tilesOf(church, useContent('online')).map((tile) => (
            <li key={tile.title}>
              <TileLink tile={tile} />
            </li>
          ))}
        </ul>
      </Section>

      <Section id="in-person" title="Join us in person">
        <div className="grid gap-6 md:grid-cols-3">
          <InPersonCard icon="clock" title="Sunday service">
            <p>Every Sunday at {spokenTime(sunday.serviceStarts)}</p>
            <p className="text-base">Tea, coffee and cake afterwards.</p>
          </InPersonCard>
          <InPersonCard icon="pin" title="Where we meet">
            <ChurchAddress />
          </InPersonCard>
          <InPersonCard icon="arrow" title="Getting here">
            <TravelLines />
          </InPersonCard>
        </div>
      </Section>
    </>
  )
}

const tileClass = 'flex h-full min-h-24 gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-cream-200 transition-colors hover:bg-wine-50 hover:ring-wine-700'

function TileBody({ tile }: { tile: Tile }) {
  return (
    <>
      <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-wine-50 text-wine-700">
        <Icon name={tile.icon} className="h-6 w-6" />
      </span>
      <span>
        <span className="block font-serif text-xl font-bold text-wine-900">{tile.title}</span>
        <span className="mt-1 block text-ink-700">{tile.text}</span>
      </span>
    </>
  )
}

function TileLink({ tile }: { tile: Tile }) {
  if (tile.external) {
    return (
      <ExternalLink href={tile.href} className={tileClass}>
        <TileBody tile={tile} />
      </ExternalLink>
    )
  }
  return (
    <Link to={tile.to} className={tileClass}>
      <TileBody tile={tile} />
    </Link>
  )
}

function InPersonCard({ icon, title, children }: { icon: IconName; title: string; children: ReactNode }) {
  return (
    <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-cream-200">
      <h3 className="flex items-center gap-2 font-serif text-2xl font-bold text-wine-900">
        <Icon name={icon} className="h-6 w-6 text-wine-700" />
        {title}
      </h3>
      <div className="mt-3 space-y-1 text-lg text-ink-900">{children}</div>
    </div>
  )
}
