import { seriesInDiary } from '../../app/lib/calendar/diary-series.ts'
import type { LocalDate } from '../../app/lib/calendar/london-time.ts'
import type { ActivityNotes } from '../../app/lib/calendar/activity-times.ts'
import { listSeries } from './series.ts'

/** What is different about the coming dates of each regular activity: "Not on 22 December: Christmas". */
export async function readActivityNotes(today: LocalDate): Promise<ActivityNotes> {
  const notes: ActivityNotes = {}
  for (const series of await listSeries()) {
    if (series.activity) notes[series.activity] = seriesInDiary(series, today)?.details.notes ?? []
  }
  return notes
}
