import type { BreakInput } from './break-schema.ts'
import type { ExceptionInput } from './exception-schema.ts'
import type { SeriesInput } from './series-schema.ts'

/** A series as the dashboard reads it back: what was entered, its exceptions, and when it last changed; times are ISO strings in JSON. */
export type StoredSeries<Time = string> = SeriesInput & {
  id: string
  /** Moved on at every change of the series or one of its dates. */
  sequence: number
  updatedAt: Time
  exceptions: ExceptionInput[]
  /** Ranges of dates the series does not meet, by their first date. */
  breaks: BreakInput[]
}
