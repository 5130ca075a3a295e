import * as v from 'valibot'
import { type ContentKey, isContentKey } from '../../app/content/documents/keys.ts'
import { Conflict, NotFound } from '../errors.ts'
import { json } from '../http/responses.ts'
import { readJsonBody } from '../http/request-body.ts'
import { parseJsonRequest } from '../http/validate.ts'
import { discardDraft, saveDraft } from './drafts.ts'
import { exportContent, exportFileName, exportTooLarge } from './export.ts'
import { importContent } from './import.ts'
import { deleteUnusedPhoto, listPhotoLibrary } from './photo-library.ts'
import { publishDraft } from './publish.ts'
import { restoreVersion } from './restore.ts'
import { readVersion } from './versions.ts'

/** A document's content fits well within this; a body past it gets a 413. */
export const DOCUMENT_BODY_LIMIT = 256 * 1024
/** An export with its photos. */
export const IMPORT_BODY_LIMIT = 25 * 1024 * 1024
const REVISION_BODY_LIMIT = 1024
const NO_SUCH_VERSION = 'No such version'

const REVISION_MESSAGE = 'Revision: expected the whole number the document was opened at'
const isRevision = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 1
const revisionChecked = v.forward(
  v.check((body: { revision?: unknown }) => isRevision(body.revision), REVISION_MESSAGE),
  ['revision'],
)
// The revision is checked after the object, so that a missing one is named by its own message.
const draftBody = v.pipe(
  v.strictObject({ revision: v.optional(v.unknown()), content: v.optional(v.unknown()) }, 'Send only the revision and the content'),
  revisionChecked,
)
const revisionBody = v.pipe(v.strictObject({ revision: v.optional(v.unknown()) }, 'Send only the revision'), revisionChecked)
type RevisionBody = { revision: number }
type DraftBody = RevisionBody & { content: unknown }

/** The document a path names, or NotFound thrown. */
export function documentKey(param: string): ContentKey {
  if (!isContentKey(param)) throw new NotFound('No such document')
  return param
}

/** The version number a path names, or NotFound thrown. */
export function versionNumber(param: string): number {
  if (!/^[1-9]\d{0,8}$/.test(param)) throw new NotFound(NO_SUCH_VERSION)
  return Number(param)
}

export async function handleSaveDraft(request: Request, key: ContentKey, actorEmail: string): Promise<Response> {
  const body = (await parseJsonRequest(request, draftBody, DOCUMENT_BODY_LIMIT)) as DraftBody
  return json(await saveDraft(key, body, actorEmail))
}

export async function handleDiscardDraft(request: Request, key: ContentKey, actorEmail: string): Promise<Response> {
  const body = (await parseJsonRequest(request, revisionBody, REVISION_BODY_LIMIT)) as RevisionBody
  return json(await discardDraft(key, body.revision, actorEmail))
}

export async function handlePublish(request: Request, key: ContentKey, actorEmail: string): Promise<Response> {
  const body = (await parseJsonRequest(request, revisionBody, REVISION_BODY_LIMIT)) as RevisionBody
  return json(await publishDraft(key, body.revision, actorEmail))
}

export async function handleReadVersion(key: ContentKey, version: number): Promise<Response> {
  const found = await readVersion(key, version)
  if (!found) throw new NotFound(NO_SUCH_VERSION)
  return json(found)
}

export async function handleRestore(request: Request, key: ContentKey, version: number, actorEmail: string): Promise<Response> {
  const body = (await parseJsonRequest(request, revisionBody, REVISION_BODY_LIMIT)) as RevisionBody
  const state = await restoreVersion(key, version, body.revision, actorEmail)
  if (!state) throw new NotFound(NO_SUCH_VERSION)
  return json(state)
}

/** The export as a file to save, or a Conflict thrown when it would be larger than an import takes. */
export async function handleExport(): Promise<Response> {
  const body = JSON.stringify(await exportContent())
  const tooLarge = exportTooLarge(Buffer.byteLength(body), IMPORT_BODY_LIMIT)
  if (tooLarge) throw new Conflict(tooLarge)
  return new Response(body, {
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': 'no-store',
      'Content-Disposition': `attachment; filename="${exportFileName()}"`,
    },
  })
}

export async function handleImport(request: Request, actorEmail: string): Promise<Response> {
  return json(await importContent(await readJsonBody(request, IMPORT_BODY_LIMIT), actorEmail))
}

/** GET /api/admin/photos: the photo library, each photo with the documents that show it. */
export async function handlePhotoLibrary(): Promise<Response> {
  return json({ photos: await listPhotoLibrary() })
}

/** DELETE /api/admin/photos/{id}: a photo no published version or draft shows, or a 409 naming the documents that show it. */
export async function handleDeletePhoto(id: string, actorEmail: string): Promise<Response> {
  await deleteUnusedPhoto(id, actorEmail)
  return json({ deleted: id })
}
