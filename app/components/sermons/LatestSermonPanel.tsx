import type { ReactNode } from 'react'
import { formatSermonDate, sermonPreview, type LatestSermon } from '~/lib/sermons/sermons'
import { YouTubeFacade } from '~/components/embeds/YouTubeFacade'
import type { LatestSermonState } from './sermon-data'
import { Spinner } from './Spinner'

/**
 * The 'Latest Service' panel: the video (320 px high) beside its
 * title, summary and date; or, while there is none to show, a message of the same size and the
 * 'Latest Sermon' text block.
 */
export function LatestSermonPanel({ state, action }: { state: LatestSermonState; action?: ReactNode }) {
  return (
    <div className="grid items-center gap-8 md:grid-cols-2">
      <div>{state.status === 'loaded' ? <YouTubeFacade videoId={state.sermon.id} title={state.sermon.title} /> : <StateMessage state={state} />}</div>
      <div>
        {state.status === 'loaded' ? (
          <SermonDetails sermon={state.sermon} />
        ) : (
          <ComingSoon loading={state.status === 'loading' || (state.status === 'empty' && state.refreshing)} />
        )}
        {action ? <div className="mt-6">{action}</div> : null}
      </div>
    </div>
  )
}

function SermonDetails({ sermon }: { sermon: LatestSermon }) {
  return (
    <>
      <h3 className="font-serif text-2xl font-bold text-wine-900 sm:text-3xl">{sermon.title}</h3>
      <p className="mt-2 font-semibold text-gold-700">
        <time dateTime={sermon.publishedAt}>{formatSermonDate(sermon.publishedAt)}</time>
      </p>
      <p className="mt-4 text-lg leading-relaxed whitespace-pre-line text-ink-700">{sermonPreview(sermon)}</p>
    </>
  )
}

function ComingSoon({ loading }: { loading: boolean }) {
  return (
    <>
      <h3 className="font-serif text-2xl font-bold text-wine-900 sm:text-3xl">Latest Sermon</h3>
      <p className="mt-2 font-semibold text-gold-700">{loading ? 'Loading...' : 'Coming soon'}</p>
      <p className="mt-4 text-lg leading-relaxed text-ink-700">Check back soon for our latest message.</p>
    </>
  )
}

const messageBox = 'flex h-[320px] w-full flex-col items-center justify-center gap-2 rounded-xl bg-cream-200 px-6 text-center'

function StateMessage({ state }: { state: Exclude<LatestSermonState, { status: 'loaded' }> }) {
  if (state.status === 'loading') {
    return (
      <div role="status" className={messageBox}>
        <Spinner />
        <p className="text-lg text-ink-700">Loading latest sermon...</p>
      </div>
    )
  }
  const [title, text] =
    state.status === 'error' ? ['Unable to load latest sermon', 'Please try again later'] : ['No recent sermons found', 'Check back soon for new content']
  return (
    <div role={state.status === 'error' ? 'alert' : undefined} className={messageBox}>
      <p className="font-serif text-xl font-bold text-wine-900">{title}</p>
      <p className="text-ink-700">{text}</p>
    </div>
  )
}
