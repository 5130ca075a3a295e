import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { People } from '../../app/content/documents/people.ts'
import { sql } from '../../db/client.ts'
import { insertTestAdmin } from '../../tests/helpers/admins.ts'
import { BadRequest, Conflict, NotFound } from '../errors.ts'
import { addPhoto, newPhotoId } from '../photos/library.ts'
import { processPhoto } from '../photos/process.ts'
import { objectStore } from '../storage/object-store.ts'
import { readDocumentState } from './document-state.ts'
import { saveDraft } from './drafts.ts'
import { importContent } from './import.ts'
import { deleteUnusedPhoto, listPhotoLibrary } from './photo-library.ts'
import { currentSchemaVersion } from './schema-versions.ts'

const dataDir = mkdtempSync(path.join(tmpdir(), 'church-photo-library-'))
const dataDirBefore = process.env.DATA_DIR
process.env.DATA_DIR = dataDir
afterAll(() => {
  if (dataDirBefore === undefined) delete process.env.DATA_DIR
  else process.env.DATA_DIR = dataDirBefore
  rmSync(dataDir, { recursive: true, force: true })
})

let jpeg = ''
let email = ''
beforeAll(async () => {
  jpeg = (
    await sharp({ create: { width: 800, height: 600, channels: 3, background: '#3a7d44' } })
      .jpeg()
      .toBuffer()
  ).toString('base64')
  email = (await insertTestAdmin()).email
})

/** What the library holds: its rows and the files in storage. */
async function library() {
  const rows = await sql()<{ id: string }[]>`select id from photos order by id`
  return { ids: rows.map((row) => row.id), files: (await objectStore().keys('photos')).sort() }
}

const photoValue = (id: string) => ({ id, alt: 'The pastor outside the church', width: 800, height: 600 })

/** The published People with the pastor's photo, and a leader's, set to these ids. */
async function peopleWith(pastorPhoto: string | null, leaderPhoto: string | null = null): Promise<People> {
  const people = structuredClone((await readDocumentState('people')).published.content) as People
  people.pastor.photo = pastorPhoto ? photoValue(pastorPhoto) : null
  if (people.leadershipTeam[0]) people.leadershipTeam[0].photo = leaderPhoto ? photoValue(leaderPhoto) : null
  return people
}

function exportFile(people: People, photoIds: string[]) {
  return {
    format: 'church-site-content',
    formatVersion: 2,
    exportedAt: new Date().toISOString(),
    documents: { people },
    schemaVersions: { people: currentSchemaVersion('people') },
    photos: photoIds.map((id) => ({ id, contentType: 'image/jpeg', data: jpeg })),
  }
}

async function uploadedPhoto(): Promise<string> {
  const id = newPhotoId()
  await addPhoto(id, await processPhoto(Buffer.from(jpeg, 'base64')), { actorEmail: email, action: 'photo.upload', detail: 'Photo uploaded' })
  return id
}

const refusal = (promise: Promise<unknown>) => promise.then(() => null).catch((error: unknown) => error)

describe('a content import and the photo library', () => {
  it('leaves the library as it was when the import is refused', async () => {
    const before = await library()
    const pastor = newPhotoId()
    const missing = newPhotoId()
    const refused = await refusal(importContent(exportFile(await peopleWith(pastor, missing), [pastor]), email))
    expect(refused).toBeInstanceOf(BadRequest)
    expect((refused as BadRequest).details).toEqual({
      'documents.people.leadershipTeam.0.photo': 'Photo: this photo is not in the photo library; upload it again',
    })
    expect(await library()).toEqual(before)
  }, 30_000)

  it('refuses a photo that no document of the file shows, adding nothing', async () => {
    const before = await library()
    const shown = newPhotoId()
    const stray = newPhotoId()
    const refused = await refusal(importContent(exportFile(await peopleWith(shown), [shown, stray]), email))
    expect(refused).toBeInstanceOf(BadRequest)
    expect((refused as BadRequest).details).toEqual({ 'photos.1': 'Photo 2: no document in the file shows this photo' })
    expect(await library()).toEqual(before)
  }, 30_000)

  it('keeps the photos of an import that commits, shown by the document it published', async () => {
    const pastor = newPhotoId()
    expect(await importContent(exportFile(await peopleWith(pastor), [pastor]), email)).toEqual({ imported: ['people'] })
    expect((await library()).ids).toContain(pastor)
    expect((await listPhotoLibrary()).find((photo) => photo.id === pastor)).toMatchObject({ width: 800, height: 600, usedIn: ['People'] })
  }, 30_000)
})

describe('deleting a photo', () => {
  it('deletes a photo nothing shows, with its files, and records who did', async () => {
    const id = await uploadedPhoto()
    expect((await library()).files.filter((key) => key.includes(id)).length).toBeGreaterThan(0)
    expect((await listPhotoLibrary()).find((photo) => photo.id === id)).toMatchObject({ usedIn: [] })

    await deleteUnusedPhoto(id, email)
    const after = await library()
    expect(after.ids).not.toContain(id)
    expect(after.files.filter((key) => key.includes(id))).toEqual([])
    const [audit] = await sql()<{ actor_email: string }[]>`select actor_email from audit_log where action = 'photo.delete' and detail like ${`%${id}%`}`
    expect(audit?.actor_email).toBe(email)
    expect(await refusal(deleteUnusedPhoto(id, email))).toBeInstanceOf(NotFound)
  }, 30_000)

  it('refuses to delete a photo a draft or a published version shows, keeping it', async () => {
    const id = await uploadedPhoto()
    const opened = await readDocumentState('people')
    await saveDraft('people', { revision: opened.revision, content: await peopleWith(id) }, email)

    const refused = await refusal(deleteUnusedPhoto(id, email))
    expect(refused).toBeInstanceOf(Conflict)
    expect((refused as Conflict).status).toBe(409)
    expect((refused as Conflict).message).toBe('This photo is shown by People: a photo that a published version or a draft shows cannot be deleted')
    expect((await library()).ids).toContain(id)

    const imported = newPhotoId()
    await importContent(exportFile(await peopleWith(imported), [imported]), email)
    expect(await refusal(deleteUnusedPhoto(imported, email))).toBeInstanceOf(Conflict)
    expect((await library()).ids).toContain(imported)
  }, 30_000)
})
