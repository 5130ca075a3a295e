import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ContentExport, DocumentState } from '../../app/lib/content/admin-api.ts'
import { CONTENT_KEYS } from '../../app/content/documents/keys.ts'
import { firstContent } from '../helpers/first-content.ts'
import { PUBLIC_PAGES } from '../../app/lib/site/pages.ts'
import { comparableHtml, contentApi, firstDifference, publishChange, send, signInNewAdmin, type Times } from '../helpers/content-site.ts'
import { type SiteOnTestDatabase, startSiteOnTestDatabase } from '../helpers/loopback.ts'

type Pages = Record<string, { eyebrow: string; intro: string }>

/** What a page shows: its HTML with what differs between two renders of one content removed. */
async function pageText(site: SiteOnTestDatabase, path: string): Promise<string> {
  const response = await send(site.server, 'GET', path)
  expect(response.status, path).toBe(200)
  return comparableHtml(response.text, site.server.url)
}

describe('an export imported into a fresh database', () => {
  let source: SiteOnTestDatabase
  let target: SiteOnTestDatabase
  let sourceApi: ReturnType<typeof contentApi>
  let targetApi: ReturnType<typeof contentApi>

  beforeAll(async () => {
    source = await startSiteOnTestDatabase('content_from')
    target = await startSiteOnTestDatabase('content_into')
    sourceApi = contentApi(source.server, (await signInNewAdmin(source.server, source.sql)).cookie)
    targetApi = contentApi(target.server, (await signInNewAdmin(target.server, target.sql)).cookie)
    await publishChange<Times>(sourceApi, 'times', (times) => ({ ...times, sunday: { ...times.sunday, serviceStarts: '11:00', churchOpens: '10:00' } }))
    await publishChange<Pages>(sourceApi, 'pages', (pages) => ({
      ...pages,
      ourVision: { ...pages.ourVision!, intro: 'Loving God, loving {church name}’s neighbours.' },
    }))
    await publishChange(sourceApi, 'footer', () => ({ copyrightYear: 2027 }))
  })
  afterAll(async () => {
    await source?.stop()
    await target?.stop()
  })

  it('exports every published document as an attachment named by the day', async () => {
    const response = await sourceApi.call('GET', '/export')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="church-site-content-\d{4}-\d{2}-\d{2}\.json"$/)
    expect(response.headers.get('cache-control')).toBe('no-store')
    const file = response.json<ContentExport>()
    expect(file).toMatchObject({ format: 'church-site-content', formatVersion: 2, photos: [] })
    expect(file.schemaVersions).toMatchObject({ footer: 1, people: 2 })
    expect(Object.keys(file.documents)).toEqual([...CONTENT_KEYS])
    expect(file.documents.footer).toEqual({ copyrightYear: 2027 })
  })

  it('renders every public page the same as the site it came from', async () => {
    const file = (await sourceApi.call('GET', '/export')).json<ContentExport>()
    expect(firstDifference(await pageText(target, '/our-vision'), await pageText(source, '/our-vision'))).not.toBeNull()

    const imported = await targetApi.call('POST', '/import', file)
    expect(imported.status, imported.text).toBe(200)
    expect(imported.json()).toEqual({ imported: ['times', 'pages', 'footer'] })

    for (const { path } of PUBLIC_PAGES) {
      expect(firstDifference(await pageText(target, path), await pageText(source, path)), path).toBeNull()
    }
    const times = await targetApi.state('times')
    expect(times.published).toMatchObject({ version: 2, content: { sunday: { serviceStarts: '11:00' } } })
    const { versions } = await targetApi.versions('times')
    expect(versions[0]).toMatchObject({ version: 2, origin: 'import' })

    expect((await targetApi.call('POST', '/import', file)).json()).toEqual({ imported: [] })
    const audit = await target.sql<{ detail: string }[]>`select detail from audit_log where action = 'content.import' order by id`
    expect(audit.map((entry) => entry.detail)).toEqual([
      'Imported Sundays and weekly times (version 2)',
      'Imported Page introductions (version 2)',
      'Imported Footer (version 2)',
    ])
  })

  it('keeps drafts and the documents the file leaves out', async () => {
    const opened = await targetApi.state('church')
    const draft = { ...(opened.published.content as object), name: 'Cray Church (draft)' }
    const saved = (await targetApi.saveDraft('church', opened.revision, draft)).json<DocumentState>()
    const footerBefore = await targetApi.state('footer')
    const church = { ...(opened.published.content as object), phone: '01689 111 222' }
    const file = { format: 'church-site-content', formatVersion: 1, exportedAt: new Date().toISOString(), documents: { church }, photos: [] }
    expect((await targetApi.call('POST', '/import', file)).json()).toEqual({ imported: ['church'] })
    const after = await targetApi.state('church')
    expect(after.draft?.content).toEqual(draft)
    expect(after.revision).toBeGreaterThan(saved.revision)
    expect(after.published.content).toMatchObject({ phone: '01689 111 222' })
    expect(await targetApi.state('footer')).toEqual(footerBefore)
  })

  it('refuses a file with anything wrong, naming every fault, and writes nothing', async () => {
    const file = (await sourceApi.call('GET', '/export')).json<ContentExport>()
    const versionsBefore = await target.sql`select key, version from content_versions order by key, version`
    const broken = {
      ...file,
      formatVersion: 3,
      documents: {
        ...file.documents,
        times: { ...(file.documents.times as Times), sunday: { ...(file.documents.times as Times).sunday, serviceStarts: '7pm' } },
        pages: { ...(file.documents.pages as Pages), sundays: { eyebrow: '<b>Hi</b>', intro: 'x' } },
        sermons: { heading: 'Sermons' },
      },
    }
    const refused = await targetApi.call('POST', '/import', broken)
    expect(refused.status).toBe(400)
    expect(refused.json().details).toEqual({
      formatVersion: 'Format version: this file is version 3; this site reads versions 1 and 2',
      'documents.times.sunday.serviceStarts': 'Service starts: enter a time such as 10:30',
      'documents.pages.sundays.eyebrow': 'Line above the title: write plain text, without HTML tags',
      'documents.sermons': 'sermons: this site has no such document',
    })
    const notAnExport = await targetApi.call('POST', '/import', { documents: {}, extra: 1 })
    expect(notAnExport.json().details).toMatchObject({ format: expect.stringMatching(/^Format: /), extra: 'extra: an export has no such field' })
    const withPhotos = await targetApi.call('POST', '/import', { ...file, photos: [{ id: 'abcdefghijklmnop', contentType: 'image/jpeg', data: 'AAAA' }] })
    expect(withPhotos.status).toBe(400)
    expect(await target.sql`select key, version from content_versions order by key, version`).toEqual(versionsBefore)
  })

  it('keeps the ids of list items, reads a file of format 1 as written under schema 1, and refuses a newer schema', async () => {
    type People = { leadershipTeam: { id: string; name: string }[] }
    const grace = { id: 'k3x9q2m7pa', name: 'Grace Adeyemi', role: 'Elder', bio: '', photo: null }
    await publishChange<People>(sourceApi, 'people', (people) => ({ ...people, leadershipTeam: [grace, ...people.leadershipTeam] }))
    const file = (await sourceApi.call('GET', '/export')).json<ContentExport>()
    expect((file.documents.people as People).leadershipTeam[0]).toMatchObject({ id: grace.id })

    // The church's phone number was imported from a file of its own above.
    expect((await targetApi.call('POST', '/import', file)).json()).toEqual({ imported: ['church', 'people'] })
    expect((await targetApi.state('people')).published.content).toEqual((await sourceApi.state('people')).published.content)

    const older = {
      format: 'church-site-content',
      formatVersion: 1,
      exportedAt: new Date().toISOString(),
      documents: { people: firstContent().people },
      photos: [],
    }
    expect((await targetApi.call('POST', '/import', older)).json()).toEqual({ imported: ['people'] })
    const ids = ((await targetApi.state('people')).published.content as People).leadershipTeam.map((person) => person.id)
    expect(ids).toEqual(firstContent().people.leadershipTeam.map((_, index) => `i${index + 1}`))

    const newer = await targetApi.call('POST', '/import', { ...file, schemaVersions: { ...file.schemaVersions, people: 3 } })
    expect(newer.status).toBe(400)
    expect(newer.json().details).toEqual({
      'schemaVersions.people': 'People: written under schema version 3, newer than this site’s 2; update the site first',
    })
  })
})
