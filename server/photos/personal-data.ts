import { KEPT_WITH_THE_ACCOUNT } from '../personal-data/kept-reasons.ts'
import type { PersonalDataTable } from '../personal-data/personal-data-table.ts'

/** Which administrator uploaded each photo. */
export const photosData: PersonalDataTable = {
  table: 'photos',
  holds: 'Photos in the photo library: who uploaded each',
  retention: () => 'Until the photo is deleted from the photo library',
  find: (db, email) => db`select id, uploaded_by, uploaded_at from photos where lower(uploaded_by) = ${email} order by uploaded_at`,
  keep: KEPT_WITH_THE_ACCOUNT,
}
