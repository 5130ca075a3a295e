/** The Data (Use and Access) Act 2025: a complaint is acknowledged within 30 days of its receipt (decision 062). */
export const ACKNOWLEDGE_WITHIN_DAYS = 30

const DAY_MS = 24 * 60 * 60 * 1000

/** One complaint about the church's use of personal data, as the dashboard shows it. Dates are ISO strings over JSON. */
export type Complaint<D = string> = {
  id: string
  name: string
  email: string
  about: string
  receivedAt: D
  acknowledgedAt: D | null
  answeredAt: D | null
  answeredBy: string | null
}

/** The last moment the complaint may be acknowledged. */
export function acknowledgeBy(receivedAt: Date): Date {
  return new Date(receivedAt.getTime() + ACKNOWLEDGE_WITHIN_DAYS * DAY_MS)
}

/**
 * An open complaint past its acknowledgement date: unacknowledged, it breaks the 30 days; acknowledged
 * but still unanswered, its complainant may now take it to the ICO, which asks them to wait 30 days.
 */
export function isOverdue(complaint: Pick<Complaint<Date>, 'receivedAt' | 'answeredAt'>, now: Date): boolean {
  return complaint.answeredAt === null && now.getTime() > acknowledgeBy(complaint.receivedAt).getTime()
}
