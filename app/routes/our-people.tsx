import { createFileRoute } from '@tanstack/react-router'
import { Hydrate } from '@tanstack/react-start'
import { when } from '~/lib/hydration/when'
import { PeopleGrid } from '~/components/pages/our-people/PeopleGrid'
import { PersonCard } from '~/components/sections/PersonCard'
import { useScrollToHash } from '~/components/pages/our-people/useScrollToHash'
import { ButtonLink } from '~/components/sections/links'
import { PageHero } from '~/components/sections/PageHero'
import { Paragraphs } from '~/components/sections/Paragraphs'
import { Section } from '~/components/sections/Section'
import { useContent, useFacts, usePageIntro } from '~/lib/content/use-content'
import { pageHead } from '~/lib/seo/seo'
import { routeContent } from '~/server-fns/content'

export const Route = createFileRoute('/our-people')({
  loader: async ({ location }) => ({ content: await routeContent(['people'], location, 'ourPeople') }),
  head: ({ matches }) =>
    pageHead(
      {
        title: 'Our People',
        description: 'Meet the people who serve our church family: our pastor, the leadership team, our ministry leaders and the trustees of the charity.',
        path: '/our-people',
      },
      matches,
    ),
  component: OurPeoplePage,
})

function OurPeoplePage() {
  useScrollToHash()
  return (
    <Hydrate when={when.static}>
      <OurPeopleContent />
    </Hydrate>
  )
}

function OurPeopleContent() {
  const fill = useFacts()
  const ourPeople = usePageIntro('ourPeople')
  const { pastor, leadershipTeam, ministryLeaders, trustees } = useContent('people')
  return (
    <>
      <PageHero eyebrow={ourPeople.eyebrow} title="Our People" intro={fill(ourPeople.intro)} />

      <Section id="pastor" title="Our pastor">
        <div className="grid grid-cols-1 items-center gap-8 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-cream-200 sm:p-10 md:grid-cols-[auto_1fr]">
          <div className="md:w-64">
            <PersonCard person={pastor} size="lg" />
          </div>
          <div className="space-y-4">
            <Paragraphs text={pastor.bio} links className="text-lg leading-relaxed text-ink-700" />
          </div>
        </div>
      </Section>

      <Section
        id="leadership-team"
        tone="tint"
        title="Leadership team"
        intro="Our pastors and elders care for the church family, pray for it and set its direction together."
      >
        <PeopleGrid people={leadershipTeam} />
      </Section>

      <Section id="ministry-leaders" title="Ministry leaders" intro="The people who lead our teams and groups through the week.">
        <PeopleGrid people={ministryLeaders} />
        <div className="mt-8">
          <ButtonLink to="/our-teams" variant="secondary">
            See our teams
          </ButtonLink>
        </div>
      </Section>

      <Section
        id="trustees"
        tone="tint"
        title="Trustees"
        intro="As a registered charity, the church is governed by a board of trustees who make sure we are well run, safe and faithful to our purpose."
      >
        <PeopleGrid people={trustees} />
        <div className="mt-8">
          <ButtonLink to="/our-charity" variant="secondary">
            About our charity
          </ButtonLink>
        </div>
      </Section>
    </>
  )
}
