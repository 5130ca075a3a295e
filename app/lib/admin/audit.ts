/** One line of the dashboard's Recent Activity: `occurrences` counts repeats folded into it, such as refused sign-ins. */
export type AuditRecord = {
  id: string
  occurred_at: string
  actor_email: string | null
  /** Who did it: the administrator's name, else the e-mail given; null for the command line. */
  actor_name: string | null
  action: string
  detail: string
  occurrences: number
}
