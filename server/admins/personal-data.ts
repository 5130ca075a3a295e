import { KEPT_WITH_THE_ACCOUNT } from '../personal-data/kept-reasons.ts'
import type { PersonalDataTable } from '../personal-data/personal-data-table.ts'

export const adminsData: PersonalDataTable = {
  table: 'admins',
  holds: 'Administrators who can sign in to this dashboard: name and e-mail address',
  retention: () => 'Until the administrator is removed in Administrators',
  find: (db, email) => db`select id, email, name, created_at, last_signed_in_at from admins where email = ${email}`,
  keep: KEPT_WITH_THE_ACCOUNT,
}

export const adminSessionsData: PersonalDataTable = {
  table: 'admin_sessions',
  holds: 'Where an administrator is signed in: the browser and when',
  retention: () => 'Until signing out, 12 hours without use, or 7 days at most',
  find: (db, email) => db`
    select s.public_id, s.browser, s.created_at, s.last_verified_at from admin_sessions s
    join admins a on a.id = s.admin_id where a.email = ${email} order by s.created_at`,
  keep: KEPT_WITH_THE_ACCOUNT,
}

export const adminLinksData: PersonalDataTable = {
  table: 'admin_links',
  holds: 'Invitations to become an administrator, and links to reset a password',
  retention: () => 'A day after the link is used or expires',
  find: (db, email) => db`select id, purpose, email, created_at, expires_at, used_at from admin_links where lower(email) = ${email} order by created_at`,
  keep: 'An invitation is withdrawn in Administrators; a used or expired link is deleted a day later by itself.',
}
