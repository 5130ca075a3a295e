import * as v from 'valibot'
import { LIMITS } from '../forms/form-values.ts'

const ENTER_ADDRESS = 'Enter the e-mail address to look up'
const INVALID_ADDRESS = 'Enter a valid e-mail address, such as name@example.com'

/** The body of every request to the data-rights desk: the address it is about. */
export const dataRightsRequestSchema = v.object({
  email: v.pipe(
    v.string(ENTER_ADDRESS),
    v.trim(),
    v.nonEmpty(ENTER_ADDRESS),
    v.maxLength(LIMITS.email, `The e-mail address is too long (at most ${LIMITS.email} characters)`),
    v.rfcEmail(INVALID_ADDRESS),
  ),
})

export type DataRightsRequest = v.InferOutput<typeof dataRightsRequestSchema>

/** One table's rows about the address, with what the table holds and how long. */
export type HeldGroup = {
  table: string
  holds: string
  retention: string
  /** Why the rows stay after an erasure, or null when they go. */
  kept: string | null
  count: number
  rows: Record<string, unknown>[]
}

/** Everything held about one address, as the desk shows it. */
export type HeldData = {
  email: string
  /** The day the request is taken as received (today, UK time) and the day the answer is due. */
  receivedOn: string
  dueOn: string
  total: number
  groups: HeldGroup[]
}

/** What an erasure did: rows removed per table, and rows kept per table with the reason. */
export type ErasureReport = {
  erasedAt: string
  removed: Record<string, number>
  kept: Record<string, { rows: number; reason: string }>
}
