import { createFileRoute } from '@tanstack/react-router'
import { Hydrate } from '@tanstack/react-start'
import { ArtCard } from '~/components/sections/ArtCard'
import { CheckList } from '~/components/sections/CheckList'
import { ChurchMap } from '~/components/sections/ChurchMap'
import { FaqList } from '~/components/sections/Faq'
import { Icon } from '~/components/sections/Icon'
import { ButtonLink, ExternalButton } from '~/components/sections/links'
import { PageHero } from '~/components/sections/PageHero'
import { Section } from '~/components/sections/Section'
import { PinnedAddress } from '~/components/sections/ChurchAddress'
import { DirectionsButton } from '~/components/sections/GettingHere'
import { headFacts } from '~/lib/content/head-facts'
import { sundayTimetable } from '~/lib/content/sunday-times'
import { useContent, useFacts, usePageIntro } from '~/lib/content/use-content'
import { pageHead } from '~/lib/seo/seo'
import { routeContent } from '~/server-fns/content'
import { when } from '~/lib/hydration/when'

export const Route = createFileRoute('/sundays')({
  loader: async ({ location }) => ({ content: await routeContent(['sundays'], location, 'sundays') }),
  head: ({ matches }) =>
    pageHead(
      {
        title: 'Sundays',
        description: headFacts(matches)(
          "Join us on Sunday: church opens {church opens}, the service starts {service starts} and tea, coffee and cake follow at {refreshments} in St Paul's Cray. What to expect, Kids' Church and FAQs.",
        ),
        path: '/sundays',
      },
      matches,
    ),
  component: SundaysPage,
})

function SundaysPage() {
  return (
    <>
      <Hydrate when={when.static}>
        <SundaysIntro />
      </Hydrate>
      <Hydrate when={when.touched}>
        <SundaysLocation />
      </Hydrate>
      <Hydrate when={when.static}>
        <SundaysDetails />
      </Hydrate>
    </>
  )
}

function SundaysIntro() {
  const fill = useFacts()
  const sundayTimes = sundayTimetable(useContent('times'), useContent('sundays'))
  const sundays = usePageIntro('sundays')
  return (
    <>
      <PageHero eyebrow={sundays.eyebrow} title="Sundays" intro={fill(sundays.intro)} />

      <Section id="times" title="Sunday times" intro={fill('Services run for {service length}. We recommend arriving {arrive early}.')}>
        <ol className="grid gap-4 sm:grid-cols-3">
          {sundayTimes.map((slot) => (
            <li key={slot.label} className="rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-cream-200">
              <p className="font-serif text-4xl font-bold text-wine-800">{slot.time}</p>
              <h3 className="mt-2 text-lg font-bold uppercase tracking-wide text-ink-900">{slot.label}</h3>
              <p className="mt-2 text-ink-700">{slot.detail}</p>
            </li>
          ))}
        </ol>
      </Section>
    </>
  )
}

function SundaysLocation() {
  const { gettingHere } = useContent('church')
  return (
    <Section id="location" tone="tint" title="Where to find us">
      <div className="grid items-start gap-8 lg:grid-cols-2">
        <div className="space-y-5 text-lg text-ink-900">
          <PinnedAddress />
          <p className="text-ink-700">
            The nearest station is {gettingHere.train}. Buses {gettingHere.buses.join(', ')} stop close by. {gettingHere.parking}
          </p>
          <DirectionsButton />
        </div>
        <ChurchMap />
      </div>
    </Section>
  )
}

function SundaysDetails() {
  const fill = useFacts()
  const { web } = useContent('church')
  const { features, whatToExpect, faqs } = useContent('sundays')
  return (
    <>
      <Section id="on-a-sunday" title="What happens on a Sunday">
        <ul className="grid gap-6 md:grid-cols-3">
          {features.map((feature) => (
            <ArtCard key={feature.title} image={feature.artwork} title={feature.title}>
              {fill(feature.text)}
            </ArtCard>
          ))}
        </ul>
      </Section>

      <Section
        id="online-service"
        tone="wine"
        title="Can’t make it in person?"
        intro={fill('Join the service online, live at {service time}, or catch up later in the week.')}
      >
        <div className="flex flex-wrap gap-3">
          <ExternalButton href={web.onlineChurch} variant="gold">
            <Icon name="video" />
            Watch the online service
          </ExternalButton>
          <ExternalButton href={web.youtubeChannel} variant="light">
            <Icon name="play" />
            Visit our YouTube channel
          </ExternalButton>
        </div>
      </Section>

      <Section id="what-to-expect" title="What to expect" width="narrow">
        <CheckList items={whatToExpect.map(fill)} />
      </Section>

      <Section id="faqs" tone="tint" title="Frequently asked questions" width="narrow">
        <FaqList items={faqs} />
        <p className="mt-8 text-lg text-ink-700">Still wondering about something? We would love to hear from you.</p>
        <div className="mt-4 flex flex-wrap gap-3">
          <ButtonLink to="/contact">Ask us a question</ButtonLink>
          <ButtonLink to="/im-new" variant="secondary">
            I’m new
          </ButtonLink>
        </div>
      </Section>
    </>
  )
}
