import { formatSermonDate, type RecentSermon } from '~/lib/sermons/sermons'
import { keywordLine } from '~/lib/sermons/sermon-keywords'
import { YouTubeFacade } from '~/components/embeds/YouTubeFacade'

/** On /sermons: a card with the thumbnail (click to play), title, date and keywords. */
export function SermonCard({ sermon }: { sermon: RecentSermon }) {
  return (
    <article className="flex w-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-cream-200">
      <YouTubeFacade videoId={sermon.id} title={sermon.title} aspect="16/9" thumbnailUrl={sermon.thumbnails.high.url} />
      <div className="flex flex-1 flex-col gap-2 p-5">
        <h3 className="font-serif text-xl font-bold text-wine-900">{sermon.title}</h3>
        <p className="text-sm font-semibold text-ink-700">
          <time dateTime={sermon.publishedAt}>{formatSermonDate(sermon.publishedAt)}</time>
        </p>
        <p className="mt-auto pt-2 text-sm text-gold-700">
          <span className="sr-only">Topics: </span>
          {keywordLine(sermon)}
        </p>
      </div>
    </article>
  )
}

/** A card's shape while the sermons load: nothing shifts when they arrive. */
export function SermonCardPlaceholder() {
  return (
    <div data-sermon-placeholder="" aria-hidden="true" className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-cream-200">
      <div className="aspect-video w-full animate-pulse bg-cream-200 motion-reduce:animate-none" />
      <div className="space-y-3 p-5">
        <div className="h-6 w-4/5 animate-pulse rounded bg-cream-200 motion-reduce:animate-none" />
        <div className="h-4 w-1/2 animate-pulse rounded bg-cream-200 motion-reduce:animate-none" />
        <div className="h-4 w-2/3 animate-pulse rounded bg-cream-100 motion-reduce:animate-none" />
      </div>
    </div>
  )
}
