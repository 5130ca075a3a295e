import type { PersonalDataTable } from '../personal-data/personal-data-table.ts'
import { FLASH_TTL_SECONDS } from './flash.ts'

/** A form's result kept for the browser that posted it without JavaScript; a refused one holds the values typed. */
export const formFlashesData: PersonalDataTable = {
  table: 'form_flashes',
  holds: 'What a form posted without JavaScript came to, with the values typed when it was refused',
  retention: () => `${FLASH_TTL_SECONDS / 60} minutes, then cleared with the next form sent`,
  find: (db, email) => db`
    select id, form_type, outcome, expires_at from form_flashes
    where strpos(lower(outcome::text), ${email}) > 0 order by expires_at`,
  erase: async (db, email) => (await db`delete from form_flashes where strpos(lower(outcome::text), ${email}) > 0`).count,
}
