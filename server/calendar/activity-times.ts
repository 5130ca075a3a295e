import type { ActivityTimes } from '../../app/lib/calendar/activity-times.ts'
import { sql } from '../../db/client.ts'
import type { Queryable } from '../../db/queryable.ts'

/** The series marked as the church's regular activities, as the pages read their times. */
export async function readActivityTimes(db: Queryable = sql()): Promise<ActivityTimes[]> {
  return db<ActivityTimes[]>`
    select activity, recurrence -> 'pattern' as pattern,
      to_char(start_time, 'HH24:MI') as "startTime", to_char(end_time, 'HH24:MI') as "endTime"
    from event_series where activity is not null`
}
