import { adminLinksData, adminSessionsData, adminsData } from '../admins/personal-data.ts'
import { complaintsPersonalData } from '../complaints/personal-data.ts'
import { auditLogData } from '../audit/personal-data.ts'
import { contentDocumentsData, contentVersionsData } from '../content/personal-data.ts'
import { formFlashesData } from '../forms/personal-data.ts'
import { hallBookingsData, hallHirersData } from '../hall/personal-data.ts'
import { giftsPersonalData } from '../giving/gifts/personal-data.ts'
import { formSubmissionsData } from '../inbox/personal-data.ts'
import { giftAidDeclarationDetailsData, giftAidDeclarationsData } from '../giving/declarations/personal-data.ts'
import { emailConfigurationsData, mailOutboxData } from '../mail/personal-data.ts'
import { noticeAuthors, noticeDeliveries } from '../notices/personal-data.ts'
import { photosData } from '../photos/personal-data.ts'
import type { PersonalDataTable } from '../personal-data/personal-data-table.ts'
import { sermonSpeakersData } from '../sermons/personal-data.ts'
import { consentEventsData, subscribersData, suppressedAddressesData } from '../people/subscriber-personal-data.ts'

/**
 * Every table that holds something about a person (DESIGN.md, "Personal data is registered where
 * it is stored"). Each domain describes its own tables in a file of its own, typed from
 * server/personal-data/; the list lives here, apart from the domains, so that no domain's imports
 * lead back to it (a domain that imported the list's folder would close a cycle). A table that holds
 * personal data and is missing here fails tests/integration/personal-data-register.test.ts.
 * An erasure goes down the list in order, so a table comes before the one its rows hang from.
 */
export const PERSONAL_DATA_TABLES: PersonalDataTable[] = [
  complaintsPersonalData,
  giftsPersonalData,
  noticeDeliveries,
  mailOutboxData,
  formSubmissionsData,
  formFlashesData,
  consentEventsData,
  subscribersData,
  suppressedAddressesData,
  emailConfigurationsData,
  adminsData,
  adminSessionsData,
  adminLinksData,
  auditLogData,
  noticeAuthors,
  contentDocumentsData,
  contentVersionsData,
  photosData,
  giftAidDeclarationDetailsData,
  giftAidDeclarationsData,
  sermonSpeakersData,
  hallBookingsData,
  hallHirersData,
]
