import type { ContentKey } from '../../content/documents/keys.ts'
import type { FieldChange } from './diff.ts'

/** A line of the dashboard's list of documents (`GET /api/admin/content`). */
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

/** One document as the editor opens it: what is published, the draft if any, and how they differ. */
export type DocumentState = {
  key: ContentKey
  title: string
  revision: number
  published: { version: number; content: unknown; publishedAt: string; publishedBy: string | null }
  draft: { content: unknown; savedAt: string; savedBy: string | null } | null
  changes: FieldChange[]
}

export type VersionOrigin = 'first' | 'publish' | 'restore' | 'import'

/** A version in a document's history; `changes` compares it with the version before it. */
export type VersionSummary = {
  version: number
  origin: VersionOrigin
  restoredFrom: number | null
  publishedAt: string
  publishedBy: string | null
  changes: FieldChange[]
}

export type VersionContent = Omit<VersionSummary, 'changes'> & { content: unknown }

/** A 409: the change was made from an older revision; `current` is the document as it is now. */
export type ContentConflict = { error: string; current: DocumentState }

/** A photo of the library (`GET /api/admin/photos`), with the titles of the documents whose versions or drafts show it. */
export type LibraryPhoto = { id: string; width: number; height: number; byteSize: number; uploadedAt: string; uploadedBy: string | null; usedIn: string[] }

export const CONTENT_EXPORT_FORMAT = 'church-site-content'
/** Version 2 added `schemaVersions`; a version 1 file is read as written under every document's schema 1. */
export const CONTENT_EXPORT_VERSION = 2
export const CONTENT_EXPORT_VERSIONS_READ = [1, 2] as const

/**
 * A photo in an export: its largest served JPEG, base64, from which an import makes every width
 * again, and the photo's true width and height (left out by older exports, which carried the master).
 */
export type ExportedPhoto = { id: string; contentType: string; data: string; width?: number; height?: number }

/** The file `GET /api/admin/content/export` gives and `POST /api/admin/content/import` takes. */
export type ContentExport = {
  format: typeof CONTENT_EXPORT_FORMAT
  formatVersion: typeof CONTENT_EXPORT_VERSION
  exportedAt: string
  documents: Partial<Record<ContentKey, unknown>>
  /** The schema version each document's content is written in. */
  schemaVersions: Partial<Record<ContentKey, number>>
  photos: ExportedPhoto[]
}
