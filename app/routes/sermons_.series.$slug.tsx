import { createFileRoute, notFound } from '@tanstack/react-router'
import { Hydrate } from '@tanstack/react-start'
import { SeriesPage } from '~/components/sermons/library/SeriesPage'
import { when } from '~/lib/hydration/when'
import { seriesPath } from '~/lib/sermons/library'
import { pageHead } from '~/lib/seo/seo'
import { getSeriesPage } from '~/server-fns/sermon-library'

export const Route = createFileRoute('/sermons_/series/$slug')({
  loader: async ({ params }) => {
    const series = await getSeriesPage({ data: params.slug })
    if (!series) throw notFound()
    return series
  },
  head: ({ matches, loaderData }) =>
    loaderData
      ? pageHead(
          {
            title: `${loaderData.title}: a sermon series`,
            description: loaderData.summary,
            path: seriesPath(loaderData.slug),
          },
          matches,
        )
      : {},
  component: SeriesRoute,
})

function SeriesRoute() {
  const series = Route.useLoaderData()
  return (
    <Hydrate key={series.slug} when={when.static}>
      <SeriesPage series={series} />
    </Hydrate>
  )
}
