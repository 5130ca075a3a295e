import { createFileRoute } from '@tanstack/react-router'
import { Hydrate } from '@tanstack/react-start'
import { ExternalFrame } from '~/components/embeds/ExternalFrame'
import { ButtonLink } from '~/components/sections/links'
import { PageHero } from '~/components/sections/PageHero'
import { Section } from '~/components/sections/Section'
import { DevotionVideoSection } from '~/components/sermons/DevotionVideoSection'
import { devotionsProvider } from '~/content/devotions'
import { devotionLength } from '~/content/services'
import type { LatestShort } from '~/lib/sermons/sermons'
import { pageHead } from '~/lib/site/seo'
import type { InitialData } from '~/lib/site/use-fresh-data'
import { when } from '~/lib/hydration/when'
import { getLatestShort } from '~/server-fns/sermons'

export const Route = createFileRoute('/devotions')({
  loader: async () => ({ latestShort: await getLatestShort() }),
  head: ({ matches }) =>
    pageHead(
      {
        title: 'Devotions',
        description:
          'Start each day with God: a short daily devotion video from our church and a Bible reading with a thought and a prayer. Devotions take just 5-10 minutes.',
        path: '/devotions',
      },
      matches,
    ),
  component: DevotionsPage,
})

function DevotionsPage() {
  const { latestShort } = Route.useLoaderData()
  return (
    <>
      <Hydrate when={when.static}>
        <DevotionsIntro />
      </Hydrate>
      <Hydrate when={when.touched}>
        <DevotionsToday latestShort={latestShort} />
      </Hydrate>
      <Hydrate when={when.static}>
        <DevotionsKeepGoing />
      </Hydrate>
    </>
  )
}

function DevotionsIntro() {
  return (
    <>
      <PageHero
        eyebrow="Every day"
        title="Daily Devotions"
        intro={`Take ${devotionLength} out of your day to be still, read the Bible and pray. A little time with God each day makes a big difference.`}
      />

      <Section id="how-to" title="How to use a devotion" width="narrow">
        <ol className="list-decimal space-y-3 pl-6 text-lg leading-relaxed text-ink-700 marker:font-bold marker:text-wine-700">
          <li>Find a quiet spot and a cup of something warm. Ask God to speak to you.</li>
          <li>Watch today’s short video from our church, then read the Bible passage slowly, perhaps twice.</li>
          <li>Think about one thing that stands out to you, and talk to God about it.</li>
          <li>Carry that one thought with you through the day.</li>
        </ol>
        <p className="mt-6 text-lg text-ink-700">Devotions take {devotionLength}: perfect for breakfast, a lunch break or just before bed.</p>
      </Section>
    </>
  )
}

function DevotionsToday({ latestShort }: { latestShort: InitialData<LatestShort | null> }) {
  return (
    <>
      <DevotionVideoSection latestShort={latestShort} />

      <Section
        id="todays-reading"
        tone="tint"
        title="Today’s reading"
        intro={`A daily Bible reading with a thought and a prayer, from ${devotionsProvider.name}.`}
      >
        <ExternalFrame
          src={devotionsProvider.url}
          title="Today’s devotion"
          height={600}
          loadLabel="Load today’s devotion"
          linkHref={devotionsProvider.url}
          linkLabel={`Read it on the ${devotionsProvider.name} website`}
        />
      </Section>
    </>
  )
}

function DevotionsKeepGoing() {
  return (
    <Section id="keep-going" width="narrow" title="Keep going" intro="Devotions are a great start. Faith grows best together.">
      <div className="flex flex-wrap gap-3">
        <ButtonLink to="/sundays">Join us on Sunday</ButtonLink>
        <ButtonLink to="/jesus" variant="secondary">
          Who is Jesus?
        </ButtonLink>
      </div>
    </Section>
  )
}
