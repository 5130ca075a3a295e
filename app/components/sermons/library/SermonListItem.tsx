import type { LibrarySermon } from '~/lib/sermons/library'
import { sermonPath, seriesPath } from '~/lib/sermons/library'
import { formatSermonDate } from '~/lib/sermons/sermons'
import { textLinkClass } from '~/components/sections/links'

/** A sermon in a list: its title linking to its page, its date, confirmed details and a short excerpt. */
export function SermonListItem({ sermon, showSeries = true }: { sermon: LibrarySermon; showSeries?: boolean }) {
  return (
    <li className="border-b border-cream-200 py-5 last:border-b-0">
      <h3 className="font-serif text-xl font-bold text-wine-900">
        <a href={sermonPath(sermon.slug)} className="underline-offset-4 hover:underline">
          {sermon.title}
        </a>
      </h3>
      <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm font-semibold text-ink-700">
        <time dateTime={sermon.publishedAt}>{formatSermonDate(sermon.publishedAt)}</time>
        {showSeries && sermon.series ? (
          <span>
            Series:{' '}
            <a href={seriesPath(sermon.series.slug)} className={textLinkClass}>
              {sermon.series.title}
            </a>
          </span>
        ) : null}
        {sermon.speaker ? <span>Speaker: {sermon.speaker}</span> : null}
        {sermon.passage ? <span>Passage: {sermon.passage}</span> : null}
      </p>
      {sermon.excerpt ? <p className="mt-2 break-words text-ink-700">{sermon.excerpt}</p> : null}
    </li>
  )
}

export function SermonList({ sermons, ordered = false, showSeries }: { sermons: LibrarySermon[]; ordered?: boolean; showSeries?: boolean }) {
  const items = sermons.map((sermon) => <SermonListItem key={sermon.videoId} sermon={sermon} showSeries={showSeries} />)
  return ordered ? <ol className="list-none">{items}</ol> : <ul>{items}</ul>
}
