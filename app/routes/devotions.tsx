import { createFileRoute } from '@tanstack/react-router'
import { Hydrate } from '@tanstack/react-start'
import { ExternalFrame } from '~/components/embeds/ExternalFrame'
import { ButtonLink, ExternalButton } from '~/components/sections/links'
import { PageHero } from '~/components/sections/PageHero'
import { Section } from '~/components/sections/Section'
import { DevotionVideoSection } from '~/components/sermons/DevotionVideoSection'
import { headFacts } from '~/lib/content/head-facts'
import { useContent, useFacts, usePageIntro } from '~/lib/content/use-content'
import type { LatestShort } from '~/lib/sermons/sermons'
import { canFrame } from '~/lib/site/security-headers'
import { pageHead } from '~/lib/seo/seo'
import type { InitialData } from '~/lib/site/use-fresh-data'
import { when } from '~/lib/hydration/when'
import { routeContent } from '~/server-fns/content'
import { getLatestShort } from '~/server-fns/sermons'

export const Route = createFileRoute('/devotions')({
  loader: async ({ location }) => {
    const [latestShort, content] = await Promise.all([getLatestShort(), routeContent(['online'], location, 'devotions')])
    return { latestShort, content }
  },
  head: ({ matches }) =>
    pageHead(
      {
        title: 'Devotions',
        description: headFacts(matches)(
          'Start each day with God: a short daily devotion video from our church and a Bible reading with a thought and a prayer. Devotions take just {devotion length}.',
        ),
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
  const fill = useFacts()
  const devotions = usePageIntro('devotions')
  return (
    <>
      <PageHero eyebrow={devotions.eyebrow} title="Daily Devotions" intro={fill(devotions.intro)} />

      <Section id="how-to" title="How to use a devotion" width="narrow">
        <ol className="list-decimal space-y-3 pl-6 text-lg leading-relaxed text-ink-700 marker:font-bold marker:text-wine-700">
          <li>Find a quiet spot and a cup of something warm. Ask God to speak to you.</li>
          <li>Watch today’s short video from our church, then read the Bible passage slowly, perhaps twice.</li>
          <li>Think about one thing that stands out to you, and talk to God about it.</li>
          <li>Carry that one thought with you through the day.</li>
        </ol>
        <p className="mt-6 text-lg text-ink-700">{fill('Devotions take {devotion length}: perfect for breakfast, a lunch break or just before bed.')}</p>
      </Section>
    </>
  )
}

function DevotionsToday({ latestShort }: { latestShort: InitialData<LatestShort | null> }) {
  const { provider, address } = useContent('online').devotions
  const linkLabel = `Read it on the ${provider} website`
  return (
    <>
      <DevotionVideoSection latestShort={latestShort} />

      <Section id="todays-reading" tone="tint" title="Today’s reading" intro={`A daily Bible reading with a thought and a prayer, from ${provider}.`}>
        {canFrame(address) ? (
          <ExternalFrame src={address} title="Today’s devotion" height={600} loadLabel="Load today’s devotion" linkHref={address} linkLabel={linkLabel} />
        ) : (
          <ExternalButton href={address}>{linkLabel}</ExternalButton>
        )}
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
