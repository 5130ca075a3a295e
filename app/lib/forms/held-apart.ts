/** Why a submission was kept apart from the inbox (decision 056). */
export type HeldReason = 'trap' | 'repeated' | 'busy'

/** What the dashboard says of each reason. */
export const HELD_REASONS: Record<HeldReason, string> = {
  trap: 'It filled in the hidden field that only robots see.',
  repeated: 'The same words or links had already been sent several times that day.',
  busy: 'It was sent without JavaScript while the forms were busy with a flood; the visitor was asked to e-mail or phone instead.',
}

/** One hour in which the forms met a flood, as the dashboard reports it; times are ISO strings in JSON. */
export type FloodHour<Time = string> = {
  hour: Time
  /** Submissions stored, in the inbox or apart. */
  stored: number
  /** Of those, kept apart from the inbox. */
  held: number
  /** Kept-apart submissions deleted to stay within the limit. */
  dropped: number
  /** Browsers asked for a proof of work before their form was taken. */
  challenged: number
  /** Visitors without JavaScript told that the forms were busy. */
  refused: number
}

export type FloodReport<Time = string> = {
  /** Whether the forms are asking browsers for a proof of work right now. */
  floodOn: boolean
  /** How many submissions are kept apart now, and the most that are kept. */
  heldApart: number
  heldApartLimit: number
  /** The latest hours of the last 30 days in which anything was held, dropped, asked or refused, newest first. */
  floodHours: FloodHour<Time>[]
}
