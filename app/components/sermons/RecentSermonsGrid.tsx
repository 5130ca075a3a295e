import { SERMON_ARCHIVE_SIZE } from '~/lib/sermons/sermons'
import type { RecentSermonsState } from './sermon-data'
import { SermonCard, SermonCardPlaceholder } from './SermonCard'
import { Spinner } from './Spinner'

const grid = 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3'

/** Six placeholder cards while loading, the cards, or a 'Loading recent sermons...' message. */
export function RecentSermonsGrid({ state }: { state: RecentSermonsState }) {
  if (state.status === 'loaded') {
    return (
      <ul className={grid}>
        {state.sermons.map((sermon) => (
          <li key={sermon.id} className="flex">
            <SermonCard sermon={sermon} />
          </li>
        ))}
      </ul>
    )
  }
  if (state.status === 'loading') {
    return (
      <div aria-busy="true">
        <p role="status" className="sr-only">
          Loading recent sermons...
        </p>
        <div className={grid}>
          {Array.from({ length: SERMON_ARCHIVE_SIZE }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders with nothing else to key on
            <SermonCardPlaceholder key={index} />
          ))}
        </div>
      </div>
    )
  }
  return (
    <div role="status" className="flex flex-col items-center justify-center gap-3 rounded-2xl bg-cream-200 px-6 py-16 text-center">
      {/* Nothing is on its way: the ring stands still beside the words. */}
      <Spinner turning={false} />
      <p className="text-lg text-ink-700">Loading recent sermons...</p>
    </div>
  )
}
