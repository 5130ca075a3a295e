import { createFileRoute } from '@tanstack/react-router'
import { Hydrate } from '@tanstack/react-start'
import { ExternalButton } from '~/components/sections/links'
import { PageHero } from '~/components/sections/PageHero'
import { Section } from '~/components/sections/Section'
import { LatestSermon } from '~/components/sermons/LatestServiceSection'
import { RecentSermons } from '~/components/sermons/RecentSermons'
import { church } from '~/content/church'
import { externalLinks } from '~/content/links'
import { pageHead } from '~/lib/site/seo'
import { when } from '~/lib/hydration/when'
import { getSermonsPage, type SermonsPageData } from '~/server-fns/sermons'

export const Route = createFileRoute('/sermons')({
  loader: () => getSermonsPage(),
  head: ({ matches }) =>
    pageHead(
      {
        title: 'Sermons',
        description: `Watch our latest Sunday service and recent sermons from ${church.name}, or listen to them as a podcast.`,
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
  return (
    <PageHero
      eyebrow="Watch and listen"
      title="Sermons"
      intro="Missed a Sunday, or want to hear a message again? Watch our latest service and recent sermons here, or listen wherever you get your podcasts."
    />
  )
}

function SermonsVideos({ latest, recent }: SermonsPageData) {
  return (
    <>
      <Section id="latest-service" title="Latest Service">
        <LatestSermon initial={latest} />
      </Section>
      <Section id="recent-sermons" tone="tint" title="Recent Sermons" intro="Our six most recent services and messages.">
        <RecentSermons initial={recent} />
      </Section>
    </>
  )
}

function SermonsPodcast() {
  return (
    <Section id="podcast" width="narrow" title="Listen as a podcast" intro="Take the sermons with you: on a walk, in the car or around the house.">
      <div className="flex flex-wrap gap-3">
        <ExternalButton href={externalLinks.spotify}>Listen on Spotify</ExternalButton>
        <ExternalButton href={externalLinks.applePodcasts} variant="secondary">
          Listen on Apple Podcasts
        </ExternalButton>
      </div>
    </Section>
  )
}
