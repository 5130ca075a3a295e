import type { ContentKey } from '~/content/documents/keys'

/** One field that differs between two versions of a document, as the server compares them. */
export type FieldChange = { path: string; label: string; before: string | null; after: string | null }

/** A document as GET /api/admin/content lists it. */
export type DocumentSummary = {
  key: ContentKey
  title: string
  summary: string
  previewPath: string
  revision: number
  publishedVersion: number
  publishedAt: string
  publishedBy: string | null
  hasDraft: boolean
  draftSavedAt: string | null
  draftSavedBy: string | null
}

/** A document as the editor loads it: its published version, its draft, and how they differ. */
export type DocumentState = {
  key: ContentKey
  title: string
  revision: number
  published: { version: number; content: unknown; publishedAt: string; publishedBy: string | null }
  draft: { content: unknown; savedAt: string; savedBy: string | null } | null
  changes: FieldChange[]
}

export type VersionOrigin = 'first' | 'publish' | 'restore' | 'import'

/** One published version, newest first, with what changed since the version before it. */
export type VersionEntry = {
  version: number
  origin: VersionOrigin
  restoredFrom: number | null
  publishedAt: string
  publishedBy: string | null
  changes: FieldChange[]
}

/** The answer of a write refused because the document moved on. */
export type ConflictBody = { error: string; current: DocumentState }
