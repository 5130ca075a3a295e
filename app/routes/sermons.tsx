import { createFileRoute } from '@tanstack/react-router'
import { Hydrate } from '@tanstack/react-start'
import { ButtonLink, ExternalButton } from '~/components/sections/links'
import { PageHero } from '~/components/sections/PageHero'
import { Section } from '~/components/sections/Section'
import { LatestSermon } from '~/components/sermons/LatestServiceSection'
import { RecentSermons } from '~/components/sermons/RecentSermons'
import { headFacts } from '~/lib/content/head-facts'
import { useContent, useFacts, usePageIntro } from '~/lib/content/use-content'
import { pageHead } from '~/lib/seo/seo'
import { routeContent } from '~/server-fns/content'
import { when } from '~/lib/hydration/when'
import { getSermonsPage, type SermonsPageData } from '~/server-fns/sermons'

export const Route = createFileRoute('/sermons')({
  loader: async ({ location }) => {
    const [sermons, content] = await Promise.all([getSermonsPage(), routeContent([], location, 'sermons')])
    return { ...sermons, content }
  },
  head: ({ matches }) =>
    pageHead(
      {
        title: 'Sermons',
        description: headFacts(matches)('Watch our latest Sunday service and recent sermons from {church name}, or listen to them as a podcast.'),
        path: '/sermons',
      },
      matches,
    ),
  component: SermonsPage,
})

function SermonsPage() {
  const { latest, recent } = Route.useLoaderData()
  return (
    <>
      <Hydrate when={when.static}>
        <SermonsIntro />
      </Hydrate>
      <Hydrate when={when.sermons}>
        <SermonsVideos latest={latest} recent={recent} />
      </Hydrate>
      <Hydrate when={when.static}>
        <SermonsPodcast />
      </Hydrate>
    </>
  )
}

function SermonsIntro() {
  const fill = useFacts()
  const sermons = usePageIntro('sermons')
  return <PageHero eyebrow={sermons.eyebrow} title="Sermons" intro={fill(sermons.intro)} />
}

function SermonsVideos({ latest, recent }: SermonsPageData) {
  return (
    <>
      <Section id="latest-service" title="Latest Service">
        <LatestSermon initial={latest} />
      </Section>
      <Section id="recent-sermons" tone="tint" title="Recent Sermons" intro="Our six most recent services and messages.">
        <RecentSermons initial={recent} />
        <p className="mt-10 text-center">
          <ButtonLink to="/sermons/library" variant="secondary">
            Browse every sermon
          </ButtonLink>
        </p>
      </Section>
    </>
  )
}

function SermonsPodcast() {
  const { social } = useContent('church')
  return (
    <Section id="podcast" width="narrow" title="Listen as a podcast" intro="Take the sermons with you: on a walk, in the car or around the house.">
      <div className="flex flex-wrap gap-3">
        {social.spotify ? <ExternalButton href={social.spotify}>Listen on Spotify</ExternalButton> : null}
        {social.applePodcasts ? (
          <ExternalButton href={social.applePodcasts} variant="secondary">
            Listen on Apple Podcasts
          </ExternalButton>
        ) : null}
      </div>
    </Section>
  )
}
