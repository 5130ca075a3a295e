import { useQuery } from '@tanstack/react-query'
import type { LibraryState } from '~/lib/sermons/library-admin'
import { AdminSection, PanelStatus } from '../shell/AdminSection'
import { LibraryStateSummary } from './LibraryStateSummary'
import { PodcastFeedForm } from './PodcastFeedForm'
import { LIBRARY_STATE_KEY, SPEAKERS_LIST_ID } from './sermon-library-api'
import { SermonList } from './SermonList'
import { useFirstSeen } from './use-first-seen'

/**
 * The sermon library: the import's state and "Check now", the suggestions to confirm or correct,
 * hidden videos, and the podcast feed. Nothing is read until the panel comes near the screen.
 */
export function SermonLibraryPanel() {
  const { ref, seen } = useFirstSeen<HTMLDivElement>()
  return (
    <div ref={ref} data-testid="sermon-library-panel">
      <AdminSection
        id="sermon-library"
        title="Sermon library"
        description="Every sermon of the church’s YouTube channel. A speaker and a Bible passage are read from each title and description as suggestions; they are shown on the site only once confirmed here."
      >
        {seen ? <LibraryContents /> : <PanelStatus>The sermon library loads when this panel is on the screen.</PanelStatus>}
      </AdminSection>
    </div>
  )
}

function LibraryContents() {
  const state = useQuery<LibraryState>({ queryKey: LIBRARY_STATE_KEY, staleTime: 0 })
  if (state.isPending) return <PanelStatus>Loading the sermon library...</PanelStatus>
  if (state.isError) return <PanelStatus tone="error">Unable to load the sermon library.</PanelStatus>
  return (
    <div className="space-y-8">
      <LibraryStateSummary state={state.data} />
      <datalist id={SPEAKERS_LIST_ID}>
        {state.data.speakers.map((speaker) => (
          <option key={speaker} value={speaker} />
        ))}
      </datalist>
      <SermonList />
      <PodcastFeedForm saved={state.data.podcastFeedUrl} />
    </div>
  )
}
