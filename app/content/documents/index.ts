import type * as v from 'valibot'
import type { ContentMigration } from '../fields/schema-version.ts'
import { giveListItemsIds } from '../migrations/list-item-ids.ts'
import { churchSchema } from './church.ts'
import { communitySchema } from './community.ts'
import { footerSchema } from './footer.ts'
import { homeSchema } from './home.ts'
import { givingSchema } from './giving.ts'
import { type ContentKey, DOCUMENT_TITLES } from './keys.ts'
import { onlineSchema } from './online.ts'
import { pagesSchema } from './pages.ts'
import { policiesSchema } from './policies.ts'
import { safeguardingSchema } from './safeguarding.ts'
import { sundaysSchema } from './sundays.ts'
import { peopleSchema } from './people.ts'
import { teamsSchema } from './teams.ts'
import { timesSchema } from './times.ts'
import { visionSchema } from './vision.ts'

type DocumentDefinition = {
  /** What the dashboard calls the document. */
  title: string
  /** What it holds, in a line. */
  summary: string
  /** A public page that shows it, for the preview. */
  previewPath: string
  schema: v.GenericSchema
  /** From schema version 1 to today's, one step each (see schema-version.ts); today's version is one more than their number. */
  migrations: readonly ContentMigration[]
}

/** Schema 2 of a document with lists of groups gave their items ids. */
const ITEM_IDS = [giveListItemsIds] as const

/** Every document's schema: imported by the editor and the server, never by a public page. */
export const DOCUMENTS = {
  church: {
    title: DOCUMENT_TITLES.church,
    summary: 'Name, address, e-mail, phone, charity, calendar, web addresses and social media.',
    previewPath: '/contact',
    schema: churchSchema,
    migrations: [],
  },
  times: {
    title: DOCUMENT_TITLES.times,
    summary: 'When the church opens on Sunday, the service, refreshments, and the groups through the week.',
    previewPath: '/sundays',
    schema: timesSchema,
    migrations: [],
  },
  people: {
    title: DOCUMENT_TITLES.people,
    summary: 'The pastor, the leadership team, ministry leaders and trustees: names, roles, photos.',
    previewPath: '/our-people',
    schema: peopleSchema,
    migrations: ITEM_IDS,
  },
  teams: {
    title: DOCUMENT_TITLES.teams,
    summary: 'The teams people can join, what each does and whom to contact.',
    previewPath: '/our-teams',
    schema: teamsSchema,
    migrations: ITEM_IDS,
  },
  community: {
    title: DOCUMENT_TITLES.community,
    summary: 'What the church runs for its neighbours, and the next Christmas grotto date.',
    previewPath: '/community',
    schema: communitySchema,
    migrations: ITEM_IDS,
  },
  giving: {
    title: DOCUMENT_TITLES.giving,
    summary: 'The church’s funds and its bank details.',
    previewPath: '/ways-to-give',
    schema: givingSchema,
    migrations: ITEM_IDS,
  },
  pages: {
    title: DOCUMENT_TITLES.pages,
    summary: 'The line above each page’s title and the paragraph under it.',
    previewPath: '/sundays',
    schema: pagesSchema,
    migrations: [],
  },
  footer: {
    title: DOCUMENT_TITLES.footer,
    summary: 'The copyright year at the foot of every page.',
    previewPath: '/',
    schema: footerSchema,
    migrations: [],
  },
  home: {
    title: DOCUMENT_TITLES.home,
    summary: 'Our story, the quote beside the service time and the testimonial.',
    previewPath: '/',
    schema: homeSchema,
    migrations: [],
  },
  sundays: {
    title: DOCUMENT_TITLES.sundays,
    summary: 'The Sunday timetable’s wording, what happens on a Sunday, what to expect and the questions people ask.',
    previewPath: '/sundays',
    schema: sundaysSchema,
    migrations: ITEM_IDS,
  },
  vision: {
    title: DOCUMENT_TITLES.vision,
    summary: 'The vision, its scriptures, the mission areas, the statements of faith and the two videos.',
    previewPath: '/our-vision',
    schema: visionSchema,
    migrations: ITEM_IDS,
  },
  online: {
    title: DOCUMENT_TITLES.online,
    summary: 'The ways to connect online, their web addresses, the daily reading and the church holiday booking.',
    previewPath: '/online',
    schema: onlineSchema,
    migrations: ITEM_IDS,
  },
  safeguarding: {
    title: DOCUMENT_TITLES.safeguarding,
    summary: 'The safeguarding team, our commitment, what to do about a concern, our promises and who else can help.',
    previewPath: '/safeguarding',
    schema: safeguardingSchema,
    migrations: ITEM_IDS,
  },
  policies: {
    title: DOCUMENT_TITLES.policies,
    summary: 'What each policy on the Policies page covers, and the note while it has no file.',
    previewPath: '/policies',
    schema: policiesSchema,
    migrations: [],
  },
} as const satisfies Record<ContentKey, DocumentDefinition>

export type ContentOf<K extends ContentKey> = v.InferOutput<(typeof DOCUMENTS)[K]['schema']>

export type SiteContent = { [K in ContentKey]: ContentOf<K> }
