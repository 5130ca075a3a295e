import { KEPT_WITH_THE_ACCOUNT } from '../personal-data/kept-reasons.ts'
import type { PersonalDataTable } from '../personal-data/personal-data-table.ts'

/** Who did what in the dashboard. The data-rights desk records its own actions here without the address. */
export const auditLogData: PersonalDataTable = {
  table: 'audit_log',
  holds: 'Recent Activity: which administrator did what in the dashboard, and when',
  retention: () => 'For as long as the site runs, as the record of what administrators did',
  find: (db, email) => db`
    select occurred_at, actor_email, action, detail, occurrences from audit_log
    where lower(actor_email) = ${email} or strpos(lower(detail), ${email}) > 0 order by occurred_at`,
  keep: KEPT_WITH_THE_ACCOUNT,
}
