import { createFileRoute, getRouteApi } from '@tanstack/react-router'
import { Hydrate } from '@tanstack/react-start'
import { GrottoCard } from '~/components/pages/community/GrottoCard'
import { ProgrammeCard } from '~/components/pages/community/ProgrammeCard'
import { ButtonLink } from '~/components/sections/links'
import { PageHero } from '~/components/sections/PageHero'
import { Section } from '~/components/sections/Section'
import { grottoHref } from '~/lib/christmas/christmas'
import { useContent, useFacts, usePageIntro } from '~/lib/content/use-content'
import { when } from '~/lib/hydration/when'
import { pageHead } from '~/lib/seo/seo'
import { getActivityNotes } from '~/server-fns/activity-notes'
import { routeContent } from '~/server-fns/content'
import { notesNamedIn } from '~/lib/calendar/activity-times'

const rootRoute = getRouteApi('__root__')
const communityRoute = getRouteApi('/community')

export const Route = createFileRoute('/community')({
  loader: async ({ location }) => {
    const [content, activityNotes] = await Promise.all([routeContent(['community'], location, 'community'), getActivityNotes()])
    return { content, activityNotes }
  },
  head: ({ matches }) =>
    pageHead(
      {
        title: 'Community',
        description:
          "Serving St Paul's Cray: our free Warm Space on Tuesdays, Come 'n Chat for the over-60s on Thursdays, the cinema club, the foodbank and the Christmas grotto.",
        path: '/community',
      },
      matches,
    ),
  component: CommunityPage,
})

function CommunityPage() {
  const { christmas } = rootRoute.useLoaderData()
  const bookingHref = grottoHref(christmas)
  return (
    <>
      <Hydrate when={when.static}>
        <CommunityIntro />
      </Hydrate>
      <Hydrate when={when.touched}>
        <CommunityProgrammes bookingHref={bookingHref} />
      </Hydrate>
      <Hydrate when={when.static}>
        <CommunityVolunteer />
      </Hydrate>
    </>
  )
}

function CommunityIntro() {
  const fill = useFacts()
  const community = usePageIntro('community')
  return <PageHero eyebrow={community.eyebrow} title="Community Life" intro={fill(community.intro)} />
}

/** The grotto card follows the Christmas settings, which the root loader reloads in the browser, so this section hydrates. */
function CommunityProgrammes({ bookingHref }: { bookingHref: string | undefined }) {
  const { programmes } = useContent('community')
  const { activityNotes } = communityRoute.useLoaderData()
  return (
    <Section id="programmes" title="What we run in the community">
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {programmes.map((programme) => (
          <ProgrammeCard key={programme.title} programme={programme} notes={notesNamedIn(programme.when, activityNotes)} />
        ))}
        <GrottoCard bookingHref={bookingHref} />
      </ul>
    </Section>
  )
}

function CommunityVolunteer() {
  return (
    <Section
      id="volunteer"
      tone="tint"
      width="narrow"
      title="Lend a hand"
      intro="None of this happens without volunteers. If you can spare an hour to make soup, wrap presents or chat over a cuppa, we would love to hear from you."
    >
      <ButtonLink to="/contact">Get in touch</ButtonLink>
    </Section>
  )
}
