import type { RecentSermon } from '~/lib/sermons/sermons'
import type { InitialData } from '~/lib/site/use-fresh-data'
import { RecentSermonsGrid } from './RecentSermonsGrid'
import { recentSermonsState, useRecentSermons } from './sermon-data'

/** The six most recent sermons, kept fresh in the browser. */
export function RecentSermons({ initial }: { initial: InitialData<RecentSermon[]> }) {
  return <RecentSermonsGrid state={recentSermonsState(useRecentSermons(initial))} />
}
