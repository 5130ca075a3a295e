import type { Times } from '../../content/documents/times.ts'
import { spokenTime } from '../../content/fields/time-format.ts'
import type { LocalTime } from './london-time.ts'
import type { Pattern } from './recurrence.ts'
import type { Activity } from './series-schema.ts'
import { dayWords, timeRangeWords } from './series-words.ts'

/** What the pages read of the series marked as a regular activity. */
export type ActivityTimes = { activity: Activity; pattern: Pattern; startTime: LocalTime | null; endTime: LocalTime | null }

/** What is different about each regular activity's coming dates, as What's On When says it. */
export type ActivityNotes = Partial<Record<Activity, string[]>>

/** The facts a text names the regular activities' times by. */
const ACTIVITY_FACTS: Record<string, Activity> = { '{warm space}': 'warm-space', '{over-60s group}': 'over-sixties', '{service time}': 'sunday-service' }

/** The coming changes to the activity whose time a text names, such as a programme's "When": "{warm space}". */
export function notesNamedIn(text: string, notes: ActivityNotes): string[] {
  const activities = Object.entries(ACTIVITY_FACTS).flatMap(([fact, activity]) => (text.includes(fact) ? [activity] : []))
  return activities.flatMap((activity) => notes[activity] ?? [])
}

/** "5-8pm", as the spec's pages write a range, or "all day". */
const range = ({ startTime, endTime }: ActivityTimes) => timeRangeWords(startTime, endTime, '-') ?? 'all day'

/**
 * The times document with the times of the regular activities read from the calendar (decision
 * 058): the Sunday service's start and end, the prayer meeting's day and time, the Warm Space's
 * and the over-60s group's days and times. What the calendar does not mark stays as written.
 */
export function withActivityTimes(times: Times, activities: readonly ActivityTimes[]): Times {
  const of = (activity: Activity) => activities.find((series) => series.activity === activity)
  const sunday = of('sunday-service')
  const prayer = of('prayer-meeting')
  const warmSpace = of('warm-space')
  const overSixties = of('over-sixties')
  return {
    ...times,
    sunday: sunday?.startTime && sunday.endTime ? { ...times.sunday, serviceStarts: sunday.startTime, serviceEnds: sunday.endTime } : times.sunday,
    prayerMeeting: prayer
      ? { ...times.prayerMeeting, day: dayWords(prayer.pattern, false), time: prayer.startTime ? spokenTime(prayer.startTime) : 'all day' }
      : times.prayerMeeting,
    warmSpace: warmSpace ? { day: dayWords(warmSpace.pattern, true), time: range(warmSpace) } : times.warmSpace,
    overSixties: overSixties ? { day: dayWords(overSixties.pattern, true), time: range(overSixties) } : times.overSixties,
  }
}
