import { DOCUMENTS } from '../../app/content/documents/index.ts'
import type { ContentKey } from '../../app/content/documents/keys.ts'
import type { LibraryPhoto } from '../../app/lib/content/admin-api.ts'
import { PHOTO_ID } from '../../app/content/fields/fields.ts'
import { sql } from '../../db/client.ts'
import type { Queryable } from '../../db/queryable.ts'
import { shownAdminName } from '../audit/admin-names.ts'
import { Conflict, NotFound } from '../errors.ts'
import { deletePhotoRow, removePhotoFilesOf } from '../photos/library.ts'

const NO_SUCH_PHOTO = 'No such photo'

type UsedPhotoRow = { id: string; width: number; height: number; byte_size: number; uploaded_at: Date; uploaded_by: string | null; used_in: ContentKey[] }

/**
 * The library's photos, newest first, each with the documents that show it in a published version
 * (the one published now or any kept in the history, which can be restored) or in a draft.
 */
async function photosWithUses(db: Queryable, onlyId: string | null = null): Promise<UsedPhotoRow[]> {
  return db<UsedPhotoRow[]>`
    with shown as (
      select key, content from content_versions
      union all
      select key, draft from content_documents where draft is not null
    )
    select p.id, p.width, p.height, p.byte_size::float8 as byte_size, p.uploaded_at, ${shownAdminName(db, 'p.uploaded_by')} as uploaded_by,
      array(
        select distinct shown.key from shown
        where jsonb_path_exists(shown.content, '$.** ? (@.id == $id)', jsonb_build_object('id', p.id))
        order by shown.key
      ) as used_in
    from photos p
    where ${onlyId}::text is null or p.id = ${onlyId}
    order by p.uploaded_at desc, p.id`
}

const titlesOf = (keys: ContentKey[]) => keys.map((key) => DOCUMENTS[key].title)

export async function listPhotoLibrary(): Promise<LibraryPhoto[]> {
  return (await photosWithUses(sql())).map((row) => ({
    id: row.id,
    width: row.width,
    height: row.height,
    byteSize: row.byte_size,
    uploadedAt: row.uploaded_at.toISOString(),
    uploadedBy: row.uploaded_by,
    usedIn: titlesOf(row.used_in),
  }))
}

/**
 * Deletes a photo that no published version and no draft shows, then its files. No document can
 * change while it is checked, so no save or import can name it meanwhile; a photo in use is a 409
 * naming the documents.
 */
export async function deleteUnusedPhoto(id: string, actorEmail: string): Promise<void> {
  if (!PHOTO_ID.test(id)) throw new NotFound(NO_SUCH_PHOTO)
  await sql().begin(async (tx) => {
    // Waits for every save, publish, restore and import under way, and holds off new ones, which lock a document's row.
    await tx`lock table content_documents in exclusive mode`
    const [photo] = await photosWithUses(tx, id)
    if (!photo) throw new NotFound(NO_SUCH_PHOTO)
    if (photo.used_in.length > 0) {
      throw new Conflict(`This photo is shown by ${titlesOf(photo.used_in).join(', ')}: a photo that a published version or a draft shows cannot be deleted`)
    }
    await deletePhotoRow(tx, id, actorEmail)
  })
  await removePhotoFilesOf(id)
}
