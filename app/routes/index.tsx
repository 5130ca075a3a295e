import { createFileRoute, getRouteApi } from '@tanstack/react-router'
import { Hydrate } from '@tanstack/react-start'
import { ContactSection } from '~/components/forms/ContactSection'
import { CtaBoxes } from '~/components/pages/home/CtaBoxes'
import { churchJsonLd } from '~/components/pages/home/church-json-ld'
import { GetInvolvedSection } from '~/components/pages/home/GetInvolvedSection'
import { HomeHero } from '~/components/pages/home/HomeHero'
import { OurStorySection } from '~/components/pages/home/OurStorySection'
import { ServiceTimeSection } from '~/components/pages/home/ServiceTimeSection'
import { TestimonialSection } from '~/components/pages/home/TestimonialSection'
import { JsonLd } from '~/components/sections/JsonLd'
import { LatestServiceSection } from '~/components/sermons/LatestServiceSection'
import { grottoHref } from '~/lib/christmas/christmas'
import { headFacts } from '~/lib/content/head-facts'
import { useContent } from '~/lib/content/use-content'
import { pageHead } from '~/lib/seo/seo'
import { when } from '~/lib/hydration/when'
import { routeContent } from '~/server-fns/content'
import { getLatestSermon } from '~/server-fns/sermons'

const rootRoute = getRouteApi('__root__')

export const Route = createFileRoute('/')({
  loader: async ({ location }) => {
    const [latestSermon, content] = await Promise.all([getLatestSermon(), routeContent(['home'], location)])
    return { latestSermon, content }
  },
  head: ({ matches }) =>
    pageHead(
      {
        title: 'Home',
        description: headFacts(matches)(
          "A lively, friendly church in St Paul's Cray, Kent, where imperfect people follow Jesus. Join us every Sunday at {service time}, online or in the community.",
        ),
        path: '/',
      },
      matches,
    ),
  component: HomePage,
})

function HomePage() {
  const shell = rootRoute.useLoaderData()
  const { latestSermon } = Route.useLoaderData()
  const grotto = grottoHref(shell.christmas)
  const church = useContent('church')
  const times = useContent('times')
  return (
    <>
      <Hydrate when={when.static}>
        <HomeIntro grotto={grotto} />
      </Hydrate>
      <Hydrate when={when.touched}>
        <ServiceTimeSection />
      </Hydrate>
      <Hydrate when={when.static}>
        <OurStorySection />
      </Hydrate>
      <Hydrate when={when.sermons}>
        <LatestServiceSection latestSermon={latestSermon} />
      </Hydrate>
      <Hydrate when={when.static}>
        <HomeCommunity />
      </Hydrate>
      <Hydrate when={when.touched}>
        <ContactSection />
      </Hydrate>
      <Hydrate when={when.static}>
        <JsonLd data={churchJsonLd({ church, times }, shell.siteUrl)} />
      </Hydrate>
    </>
  )
}

function HomeIntro({ grotto }: { grotto: string | undefined }) {
  return (
    <>
      <HomeHero />
      <CtaBoxes grottoHref={grotto} />
    </>
  )
}

function HomeCommunity() {
  return (
    <>
      <GetInvolvedSection />
      <TestimonialSection />
    </>
  )
}
