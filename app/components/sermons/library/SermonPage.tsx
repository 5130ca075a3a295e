import type { ReactNode } from 'react'
import { JsonLd } from '~/components/sections/JsonLd'
import { PageHero } from '~/components/sections/PageHero'
import { ExternalLink, textLinkClass } from '~/components/sections/links'
import type { SermonNeighbour, SermonPage as SermonPageData } from '~/lib/sermons/library'
import { sermonPath, seriesPath } from '~/lib/sermons/library'
import { LIBRARY_PATH } from '~/lib/sermons/library-query'
import { formatSermonDate } from '~/lib/sermons/sermons'
import { sermonVideoObject } from '~/lib/sermons/video-object'
import { SermonDescription } from './SermonDescription'

/** A sermon page's top: its title as the h1, its date, and its VideoObject for search engines. */
export function SermonHero({ sermon, siteUrl }: { sermon: SermonPageData; siteUrl: string }) {
  return (
    <>
      <JsonLd data={sermonVideoObject(sermon, siteUrl)} />
      <PageHero eyebrow="Sermon" title={sermon.title} intro={<time dateTime={sermon.publishedAt}>{formatSermonDate(sermon.publishedAt)}</time>} />
    </>
  )
}

/** Under the video: its details, podcast audio, description and neighbours in the library. */
export function SermonDetails({ sermon }: { sermon: SermonPageData }) {
  return (
    <>
      <SermonFacts sermon={sermon} />
      {sermon.audio ? <SermonAudio audio={sermon.audio} title={sermon.title} /> : null}
      {sermon.description ? (
        <div className="mt-8">
          <h2 className="mb-3 font-serif text-2xl font-bold text-wine-900">About this sermon</h2>
          <SermonDescription text={sermon.description} />
        </div>
      ) : null}
      <Neighbours newer={sermon.newer} older={sermon.older} />
    </>
  )
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap gap-x-2">
      <dt className="font-semibold text-ink-900">{term}:</dt>
      <dd className="min-w-0 break-words text-ink-700">{children}</dd>
    </div>
  )
}

function SermonFacts({ sermon }: { sermon: SermonPageData }) {
  return (
    <dl className="mt-6 space-y-2 text-lg">
      <Fact term="Date">
        <time dateTime={sermon.publishedAt}>{formatSermonDate(sermon.publishedAt)}</time>
      </Fact>
      {sermon.series.length ? (
        <Fact term="Series">
          {sermon.series.map((series, index) => (
            <span key={series.slug}>
              {index > 0 ? ', ' : null}
              <a href={seriesPath(series.slug)} className={textLinkClass}>
                {series.title}
              </a>
            </span>
          ))}
        </Fact>
      ) : null}
      {sermon.speaker ? <Fact term="Speaker">{sermon.speaker}</Fact> : null}
      {sermon.passage ? <Fact term="Passage">{sermon.passage}</Fact> : null}
    </dl>
  )
}

function SermonAudio({ audio, title }: { audio: NonNullable<SermonPageData['audio']>; title: string }) {
  return (
    <div className="mt-8">
      <h2 className="mb-3 font-serif text-2xl font-bold text-wine-900">Listen to the podcast</h2>
      {/* biome-ignore lint/a11y/useMediaCaption: a spoken sermon's podcast episode, whose video beside it has YouTube's captions */}
      <audio controls preload="none" src={audio.url} className="w-full" aria-label={`Podcast episode: ${audio.title ?? title}`} />
      {audio.episodeUrl ? (
        <p className="mt-3">
          <ExternalLink href={audio.episodeUrl} className={textLinkClass}>
            Open this episode on the podcast
          </ExternalLink>
        </p>
      ) : null}
    </div>
  )
}

function Neighbours({ newer, older }: { newer: SermonNeighbour | null; older: SermonNeighbour | null }) {
  return (
    <nav aria-label="More sermons" className="mt-10 space-y-2 border-t border-cream-200 pt-6 text-lg">
      {newer ? (
        <p>
          Next sermon:{' '}
          <a href={sermonPath(newer.slug)} className={textLinkClass}>
            {newer.title}
          </a>
        </p>
      ) : null}
      {older ? (
        <p>
          Previous sermon:{' '}
          <a href={sermonPath(older.slug)} className={textLinkClass}>
            {older.title}
          </a>
        </p>
      ) : null}
      <p>
        <a href={LIBRARY_PATH} className={textLinkClass}>
          Back to the sermon library
        </a>
      </p>
    </nav>
  )
}
