import { KEPT_WITH_THE_ACCOUNT } from '../personal-data/kept-reasons.ts'
import type { PersonalDataTable } from '../personal-data/personal-data-table.ts'

/** Which administrator last saved or changed each part of the site's content. */
export const contentDocumentsData: PersonalDataTable = {
  table: 'content_documents',
  holds: 'The site’s content: who last saved a draft of it or changed it',
  retention: () => 'Until the next change to the same content',
  find: (db, email) => db`
    select key, draft_saved_by, draft_saved_at, changed_by, changed_at from content_documents
    where lower(draft_saved_by) = ${email} or lower(changed_by) = ${email} order by key`,
  keep: KEPT_WITH_THE_ACCOUNT,
}

/** Which administrator published each version of the site's content. */
export const contentVersionsData: PersonalDataTable = {
  table: 'content_versions',
  holds: 'Each published version of the site’s content: who published it',
  retention: () => 'For as long as the site runs, as the content’s history',
  find: (db, email) => db`select key, version, published_by, published_at from content_versions where lower(published_by) = ${email} order by key, version`,
  keep: KEPT_WITH_THE_ACCOUNT,
}
