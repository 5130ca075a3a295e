/** One line of the dashboard's Recent Activity: `occurrences` counts repeats folded into it, such as refused sign-ins. */
export type AuditRecord = { id: string; occurred_at: string; actor_email: string | null; action: string; detail: string; occurrences: number }
