import type * as v from 'valibot'
import { churchSchema } from './church.ts'
import { footerSchema } from './footer.ts'
import type { ContentKey } from './keys.ts'
import { pagesSchema } from './pages.ts'
import { timesSchema } from './times.ts'

type DocumentDefinition = {
  /** What the dashboard calls the document. */
  title: string
  /** What it holds, in a line. */
  summary: string
  /** A public page that shows it, for the preview. */
  previewPath: string
  schema: v.GenericSchema
}

/** Every document's schema: imported by the editor and the server, never by a public page. */
export const DOCUMENTS = {
  church: {
    title: 'The church',
    summary: 'Name, address, e-mail, phone, charity number, web addresses and social media.',
    previewPath: '/contact',
    schema: churchSchema,
  },
  times: {
    title: 'Sundays and weekly times',
    summary: 'When the church opens on Sunday, the service, refreshments, and the groups through the week.',
    previewPath: '/sundays',
    schema: timesSchema,
  },
  pages: {
    title: 'Page introductions',
    summary: 'The line above each page’s title and the paragraph under it.',
    previewPath: '/sundays',
    schema: pagesSchema,
  },
  footer: {
    title: 'Footer',
    summary: 'The copyright year at the foot of every page.',
    previewPath: '/',
    schema: footerSchema,
  },
} as const satisfies Record<ContentKey, DocumentDefinition>

export type ContentOf<K extends ContentKey> = v.InferOutput<(typeof DOCUMENTS)[K]['schema']>

export type SiteContent = { [K in ContentKey]: ContentOf<K> }
