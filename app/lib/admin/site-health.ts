/** What the health check watches: each kind is e-mailed once when it starts and once when it ends. */
export type SiteProblemKind = 'backups' | 'disk' | 'mail' | 'database'

/** A problem in plain words: what is wrong, what it means, and what to do. */
export type SiteProblem = { kind: SiteProblemKind; summary: string; detail: string; advice: string }

/** GET /api/admin/site-health: nothing listed when all is well. */
export type SiteHealth = { problems: SiteProblem[] }

/** How each kind of problem is named when it starts, and when it ends. */
export const PROBLEM_WORDS: Record<SiteProblemKind, { started: string; ended: string }> = {
  backups: { started: 'Backups have stopped', ended: 'Backups are being made again' },
  disk: { started: 'The disk is nearly full', ended: 'The disk has room again' },
  mail: { started: 'E-mail is failing', ended: 'E-mail is being sent again' },
  database: { started: 'The database was restarted', ended: 'The database has run without a restart for a day' },
}
