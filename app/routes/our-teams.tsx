import { createFileRoute } from '@tanstack/react-router'
import { Hydrate } from '@tanstack/react-start'
import { when } from '~/lib/hydration/when'
import { ArtCard } from '~/components/sections/ArtCard'
import { Icon } from '~/components/sections/Icon'
import { ButtonLink, textLinkClass } from '~/components/sections/links'
import { mailtoHref } from '~/components/sections/mailto'
import { PageHero } from '~/components/sections/PageHero'
import { Paragraphs } from '~/components/sections/Paragraphs'
import { Section } from '~/components/sections/Section'
import type { Team } from '~/content/documents/teams'
import { teamArtwork } from '~/lib/content/artwork'
import { useContent, useFacts, usePageIntro } from '~/lib/content/use-content'
import { pageHead } from '~/lib/seo/seo'
import { routeContent } from '~/server-fns/content'

export const Route = createFileRoute('/our-teams')({
  loader: async ({ location }) => ({ content: await routeContent(['teams'], location, 'ourTeams') }),
  head: ({ matches }) =>
    pageHead(
      {
        title: 'Our Teams',
        description:
          'Find your place to serve: our Welcome, Worship, Kids and Youth, Prayer, Tech and Media and Community teams, and who to contact to join each one.',
        path: '/our-teams',
      },
      matches,
    ),
  component: OurTeamsPage,
})

const accentOf: Record<Team['colour'], string> = {
  wine: 'border-wine-700',
  gold: 'border-gold-500',
  teal: 'border-[#1f6f6b]',
  sky: 'border-[#2d5d8a]',
  rose: 'border-[#a3445e]',
  olive: 'border-[#5b6b2e]',
}

function OurTeamsPage() {
  return (
    <Hydrate when={when.static}>
      <OurTeamsContent />
    </Hydrate>
  )
}

function OurTeamsContent() {
  const fill = useFacts()
  const ourTeams = usePageIntro('ourTeams')
  const { teams } = useContent('teams')
  return (
    <>
      <PageHero eyebrow={ourTeams.eyebrow} title="Our Teams" intro={fill(ourTeams.intro)} />
      <Section id="teams" title="Find your team">
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {teams.map((team) => (
            <ArtCard
              key={team.name}
              image={teamArtwork(team.artwork)}
              title={team.name}
              actions={
                <p className={`w-full border-l-4 pl-3 ${accentOf[team.colour]}`}>
                  <span className="block text-sm font-bold uppercase tracking-wide text-ink-700">Contact</span>
                  <span className="block font-semibold text-ink-900">{team.contact.name}</span>
                  <a
                    href={mailtoHref(team.contact.email, `Joining the ${team.name}`)}
                    className={`${textLinkClass} inline-flex min-h-6 items-center gap-1 [overflow-wrap:anywhere]`}
                  >
                    <Icon name="mail" className="h-4 w-4" />
                    {team.contact.email}
                  </a>
                </p>
              }
            >
              <Paragraphs text={team.description} links />
            </ArtCard>
          ))}
        </ul>
      </Section>
      <Section
        id="not-sure"
        tone="tint"
        width="narrow"
        title="Not sure where you fit?"
        intro="Tell us a little about yourself and we will help you find the right team."
      >
        <ButtonLink to="/contact">Get in touch</ButtonLink>
      </Section>
    </>
  )
}
