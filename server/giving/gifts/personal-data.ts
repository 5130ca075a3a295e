import type { Queryable } from '../../../db/queryable.ts'
import type { PersonalDataTable } from '../../personal-data/personal-data-table.ts'

/** Why gifts are kept whoever asks: HMRC's record-keeping rules for Gift Aid. */
export const KEPT_FOR_HMRC =
  'HMRC requires a charity to keep the records of each gift it claims Gift Aid on, and the declaration behind it, for 6 years after the end of the accounting period the claim falls in; they are not erased on request (HMRC, Charities detailed guidance notes, chapter 3, section E: https://www.gov.uk/government/publications/charities-detailed-guidance-notes/chapter-3-gift-aid).'

/** Gifts, found through the e-mail address of the declaration they were matched to. */
export const giftsPersonalData: PersonalDataTable = {
  table: 'gifts',
  holds: 'Gifts to the church matched to your Gift Aid declaration: the date, the amount, how it was given, and the claim it was part of',
  retention: () => '6 years after the end of the church’s accounting period in which the gift was claimed, as HMRC requires',
  find: (db: Queryable, email: string) => db`
    select g.given_on, g.amount_pence, g.method, g.description, g.claim_id, c.status as claim_status, c.sent_on as claim_sent_on
    from gifts g join gift_aid_declarations d on d.id = g.declaration_id left join gift_aid_claims c on c.id = g.claim_id
    where lower(d.email) = ${email} order by g.given_on, g.id`,
  keep: KEPT_FOR_HMRC,
}
