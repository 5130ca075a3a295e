import { createFileRoute, getRouteApi, notFound } from '@tanstack/react-router'
import { Hydrate } from '@tanstack/react-start'
import { YouTubeFacade } from '~/components/embeds/YouTubeFacade'
import { SermonDetails, SermonHero } from '~/components/sermons/library/SermonPage'
import { when } from '~/lib/hydration/when'
import { sermonPath } from '~/lib/sermons/library'
import { pageHead } from '~/lib/seo/seo'
import { contentSecurityPolicy } from '~/lib/site/security-headers'
import { getSermonPage } from '~/server-fns/sermon-library'

export const Route = createFileRoute('/sermons_/$slug')({
  loader: async ({ params }) => {
    const sermon = await getSermonPage({ data: params.slug })
    if (!sermon) throw notFound()
    return sermon
  },
  head: ({ matches, loaderData }) =>
    loaderData
      ? pageHead(
          {
            title: loaderData.title,
            description: loaderData.summary,
            path: sermonPath(loaderData.slug),
          },
          matches,
        )
      : {},
  // Its podcast episode plays from the podcast's own host, which the policy names for this page alone.
  headers: ({ ssr, loaderData }) =>
    ssr?.nonce && loaderData?.audio
      ? { 'Content-Security-Policy': contentSecurityPolicy(ssr.nonce, undefined, [new URL(loaderData.audio.url).origin]) }
      : undefined,
  component: SermonRoute,
})

const rootRoute = getRouteApi('__root__')

function SermonRoute() {
  const sermon = Route.useLoaderData()
  const { siteUrl } = rootRoute.useLoaderData()
  // Keyed by the sermon: a static part keeps the HTML it was served with, and a link to the next sermon is followed in the app.
  return (
    <>
      <Hydrate key={`hero-${sermon.slug}`} when={when.static}>
        <SermonHero sermon={sermon} siteUrl={siteUrl} />
      </Hydrate>
      <section id="sermon" aria-label="The sermon" className="bg-cream-50 py-14 sm:py-20">
        <div className="mx-auto max-w-3xl px-4">
          <Hydrate key={`video-${sermon.slug}`} when={when.touched}>
            <YouTubeFacade videoId={sermon.videoId} title={sermon.title} aspect="16/9" />
          </Hydrate>
          <Hydrate key={`details-${sermon.slug}`} when={when.static}>
            <SermonDetails sermon={sermon} />
          </Hydrate>
        </div>
      </section>
    </>
  )
}
