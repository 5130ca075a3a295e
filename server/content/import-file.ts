import * as v from 'valibot'
import { DOCUMENTS } from '../../app/content/documents/index.ts'
import { type ContentKey, isContentKey } from '../../app/content/documents/keys.ts'
import { CONTENT_EXPORT_FORMAT, CONTENT_EXPORT_VERSIONS_READ, type ExportedPhoto } from '../../app/lib/content/admin-api.ts'
import { PHOTO_ID } from '../../app/content/fields/fields.ts'
import { isPlainObject } from '../../app/lib/content/schema-shape.ts'
import { unreadableVersion } from '../../app/content/fields/schema-version.ts'
import { fieldErrors } from '../../app/lib/forms/validation.ts'
import { BadRequest } from '../errors.ts'
import { photoIdsIn } from '../photos/archive.ts'
import { MASTER_MAX_SIDE, MIN_PHOTO_WIDTH } from '../photos/process.ts'
import { upToDate } from './schema-versions.ts'
import { checkContent } from './validate-content.ts'

const photoSide = (label: string, min: number) =>
  v.pipe(
    v.number(`${label}: expected a whole number of pixels`),
    v.integer(`${label}: expected a whole number of pixels`),
    v.minValue(min, `${label}: at least ${min} pixels`),
    v.maxValue(MASTER_MAX_SIDE, `${label}: at most ${MASTER_MAX_SIDE} pixels`),
  )

const photosSchema = v.array(
  v.strictObject(
    {
      id: v.pipe(v.string('Photo id: expected text'), v.regex(PHOTO_ID, 'Photo id: not an id this site makes')),
      contentType: v.picklist(['image/jpeg', 'image/png', 'image/webp', 'image/avif'], 'Photo type: expected image/jpeg, image/png, image/webp or image/avif'),
      data: v.pipe(v.string('Photo data: expected base64 text'), v.regex(/^[A-Za-z0-9+/]*={0,2}$/, 'Photo data: expected base64 text')),
      width: v.optional(photoSide('Photo width', MIN_PHOTO_WIDTH)),
      height: v.optional(photoSide('Photo height', 1)),
    },
    'Photo: expected { id, contentType, data, width, height }',
  ),
  'Photos: expected a list',
)

const FILE_FIELDS = ['format', 'formatVersion', 'exportedAt', 'documents', 'schemaVersions', 'photos']

export type ImportFile = { documents: [ContentKey, unknown][]; photos: ExportedPhoto[] }

function checkHeader(file: Record<string, unknown>, details: Record<string, string>): void {
  for (const key of Object.keys(file)) if (!FILE_FIELDS.includes(key)) details[key] = `${key}: an export has no such field`
  if (file.format !== CONTENT_EXPORT_FORMAT) details.format = `Format: this is not an export of a church site's content ("${CONTENT_EXPORT_FORMAT}")`
  else if (!(CONTENT_EXPORT_VERSIONS_READ as readonly unknown[]).includes(file.formatVersion)) {
    details.formatVersion = `Format version: this file is version ${JSON.stringify(file.formatVersion)}; this site reads versions ${CONTENT_EXPORT_VERSIONS_READ.join(' and ')}`
  }
}

/** The schema version each document of the file is written in: all 1 in a file older than schema versions. */
function schemaVersionsOf(file: Record<string, unknown>, details: Record<string, string>): (key: ContentKey) => unknown {
  if (file.formatVersion !== 2) return () => 1 // a version 1 file; any other is refused by its header
  const versions = file.schemaVersions
  if (isPlainObject(versions)) return (key) => versions[key]
  details.schemaVersions = 'Schema versions: expected the schema version of each document'
  return () => undefined
}

/** The content migrated to today's schema; content too malformed for a migration to read is left as it is, for the check to refuse. */
function migrated(key: ContentKey, content: unknown, version: number): unknown {
  try {
    return upToDate(key, content, version)
  } catch {
    return content
  }
}

function checkDocuments(documents: unknown, versionOf: (key: ContentKey) => unknown, details: Record<string, string>): [ContentKey, unknown][] {
  if (!isPlainObject(documents)) {
    details.documents = 'Documents: expected each document by its key'
    return []
  }
  const valid: [ContentKey, unknown][] = []
  for (const [key, content] of Object.entries(documents)) {
    if (!isContentKey(key)) {
      details[`documents.${key}`] = `${key}: this site has no such document`
      continue
    }
    const unreadable = unreadableVersion(DOCUMENTS[key], versionOf(key))
    if (unreadable) {
      details[`schemaVersions.${key}`] = unreadable
      continue
    }
    const checked = checkContent(key, migrated(key, content, versionOf(key) as number), `documents.${key}`)
    if (checked.ok) valid.push([key, checked.content])
    else Object.assign(details, checked.details)
  }
  return valid
}

function checkPhotos(photos: unknown, details: Record<string, string>): ExportedPhoto[] {
  const result = v.safeParse(photosSchema, photos ?? [])
  if (result.success) return result.output
  for (const [path, message] of Object.entries(fieldErrors(result.issues))) details[path === 'form' ? 'photos' : `photos.${path}`] = message
  return []
}

/** Refuses each photo no document of the file shows: an import adds to the library only what its content uses. */
function checkPhotosNamed(photos: ExportedPhoto[], documents: [ContentKey, unknown][], details: Record<string, string>): void {
  const named = new Set(documents.flatMap(([, content]) => photoIdsIn(content)))
  for (const [index, photo] of photos.entries()) {
    if (!named.has(photo.id)) details[`photos.${index}`] = `Photo ${index + 1}: no document in the file shows this photo`
  }
}

/**
 * Reads an export: every document as it will be stored, migrated from the schema version it was
 * written in to today's, or a BadRequest naming everything at fault in the file.
 */
export function readImportFile(file: Record<string, unknown>): ImportFile {
  const details: Record<string, string> = {}
  checkHeader(file, details)
  const documents = checkDocuments(file.documents, schemaVersionsOf(file, details), details)
  const photos = checkPhotos(file.photos, details)
  checkPhotosNamed(photos, documents, details)
  if (Object.keys(details).length > 0) throw new BadRequest('The file cannot be imported', 400, details)
  return { documents, photos }
}
