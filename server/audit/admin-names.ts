import type { Queryable } from '../../db/queryable.ts'

/**
 * The administrator a record names by e-mail (who published a version, who did what), shown by
 * their name when they have one, else by the e-mail itself: records keep the e-mail, and a name
 * given or changed later shows on every record at once.
 */
export function shownAdminName(db: Queryable, emailColumn: string) {
  return db`coalesce((select nullif(named.name, '') from admins named where named.email = ${db(emailColumn)}), ${db(emailColumn)})`
}
