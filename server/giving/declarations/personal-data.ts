import type { Queryable } from '../../../db/queryable.ts'
import { KEPT_FOR_YEARS } from '../../../app/lib/giving/keep-until.ts'
import type { PersonalDataTable } from '../../personal-data/personal-data-table.ts'

/** Why a declaration is not erased at the data-rights desk (decision 063). */
export const KEPT_FOR_HMRC = `HMRC requires a Gift Aid declaration to be kept for ${KEPT_FOR_YEARS} years after the end of the accounting period of the last gift claimed under it, as evidence for the claim (Charities: detailed guidance notes, chapter 3). It is not erased from this desk; the giver can cancel it from the link in their e-mail, or the treasurer in Gift Aid declarations.`

const retention = () =>
  `${KEPT_FOR_YEARS} years after the end of the accounting period of the last gift claimed under the declaration; with no gift claimed, of the period in which it was cancelled, or made`

/** A declaration is found by the address it was made with. */
const declarationIds = (db: Queryable, email: string) => db`select id from gift_aid_declarations where lower(email) = ${email}`

export const giftAidDeclarationsData: PersonalDataTable = {
  table: 'gift_aid_declarations',
  holds:
    'Gift Aid declarations: your giving reference, your e-mail address, what the declaration covers, the wording you agreed to, and when it was made or cancelled',
  retention,
  find: (db, email) => db`
    select giving_reference, scope, wording_version, made_on, source, email, cancelled_on, cancelled_by, created_at
    from gift_aid_declarations where lower(email) = ${email} order by made_on, id`,
  keep: KEPT_FOR_HMRC,
}

export const giftAidDeclarationDetailsData: PersonalDataTable = {
  table: 'gift_aid_declaration_details',
  holds: 'The name and home address given with a Gift Aid declaration, and each change of them with the date it took effect',
  retention,
  find: (db, email) => db`
    select d.giving_reference, dd.effective_from, dd.title, dd.first_name, dd.last_name, dd.house, dd.postcode, dd.overseas_address, dd.recorded_at
    from gift_aid_declaration_details dd join gift_aid_declarations d on d.id = dd.declaration_id
    where dd.declaration_id in (${declarationIds(db, email)}) order by d.id, dd.effective_from, dd.recorded_at`,
  keep: KEPT_FOR_HMRC,
}
