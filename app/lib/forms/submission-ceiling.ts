/** The site-wide ceiling on stored form submissions, as the dashboard shows it; times are ISO strings in JSON. */
export type SubmissionCeilingStatus<Time = string> = {
  /** Submissions (spam included) stored at most per clock hour, across the three forms. */
  perHour: number
  thisHour: { stored: number; refused: number }
  /** The latest hour in which the ceiling was reached and submissions were refused, if any in the last month. */
  lastReached: { hour: Time; refused: number; lastRefusedAt: Time } | null
}
