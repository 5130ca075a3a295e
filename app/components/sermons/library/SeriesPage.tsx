import { PageHero } from '~/components/sections/PageHero'
import { Section } from '~/components/sections/Section'
import { textLinkClass } from '~/components/sections/links'
import type { SeriesPage as SeriesPageData } from '~/lib/sermons/library'
import { LIBRARY_PATH, libraryHref } from '~/lib/sermons/library-query'
import { SermonDescription } from './SermonDescription'
import { SermonList } from './SermonListItem'

/** /sermons/series/$slug: a series' sermons in the order of its playlist. */
export function SeriesPage({ series }: { series: SeriesPageData }) {
  return (
    <>
      <PageHero eyebrow="Sermon series" title={series.title} />
      <Section id="series-sermons" width="narrow" title="Sermons in this series">
        {series.description ? <SermonDescription text={series.description} /> : null}
        <p className="mt-4 font-semibold text-ink-900">{series.sermons.length === 1 ? '1 sermon' : `${series.sermons.length} sermons`}, in order</p>
        {series.sermons.length ? (
          <SermonList sermons={series.sermons} ordered showSeries={false} />
        ) : (
          <p className="mt-4 text-lg text-ink-700">No sermons to show yet.</p>
        )}
        <p className="mt-8 flex flex-wrap gap-x-6 gap-y-2">
          <a href={libraryHref({ series: series.slug })} className={textLinkClass}>
            Search this series
          </a>
          <a href={LIBRARY_PATH} className={textLinkClass}>
            Back to the sermon library
          </a>
        </p>
      </Section>
    </>
  )
}
