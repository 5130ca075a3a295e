import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CONTENT_KEYS } from '../../app/content/documents/keys.ts'
import type { DocumentState } from '../../app/lib/content/admin-api.ts'
import { contentApi, send, signInNewAdmin, type Times } from '../helpers/content-site.ts'
import { type SiteOnTestDatabase, startSiteOnTestDatabase } from '../helpers/loopback.ts'

const withChurchOpenAt = (churchOpens: string) => (times: Times) => ({ ...times, sunday: { ...times.sunday, churchOpens } })

describe('editing a document: draft, preview, publish, history, restore', () => {
  let site: SiteOnTestDatabase
  let ruth: { email: string; cookie: string }
  let tom: { email: string; cookie: string }

  beforeAll(async () => {
    site = await startSiteOnTestDatabase('content_edit')
    ruth = await signInNewAdmin(site.server, site.sql)
    tom = await signInNewAdmin(site.server, site.sql)
  })
  afterAll(() => site?.stop())

  const sundays = async (query = '', cookie?: string) => (await send(site.server, 'GET', `/sundays${query}`, { cookie })).text

  it('saves a draft, shows it in a preview, publishes it to the public page, then restores the old time', async () => {
    const api = contentApi(site.server, ruth.cookie)
    const opened = await api.state('times')
    expect(opened).toMatchObject({ key: 'times', title: 'Sundays and weekly times', draft: null, changes: [] })
    expect(opened.published.version).toBe(1)
    expect(await sundays()).toContain('9:30 AM')

    const saved = await api.saveDraft('times', opened.revision, withChurchOpenAt('11:15')(opened.published.content as Times))
    expect(saved.status).toBe(200)
    expect(saved.headers.get('cache-control')).toBe('no-store')
    const draft = saved.json<DocumentState>()
    expect(draft.revision).toBeGreaterThan(opened.revision)
    expect(draft.draft).toMatchObject({ savedBy: ruth.email })
    expect(draft.changes).toEqual([{ path: 'sunday.churchOpens', label: 'Sunday service › Church opens', before: '09:30', after: '11:15' }])

    expect(await sundays('?preview', ruth.cookie)).toContain('11:15 AM')
    expect(await sundays()).not.toContain('11:15 AM')

    const published = await api.publish('times', draft.revision)
    expect(published.status).toBe(200)
    const afterPublish = published.json<DocumentState>()
    expect(afterPublish).toMatchObject({ draft: null, changes: [], published: { version: 2, publishedBy: ruth.email } })
    expect(await sundays()).toContain('11:15 AM')
    expect((await send(site.server, 'GET', '/')).text).toContain('11:15')

    const versionsBefore =
      await site.sql`select key, version, content, origin, restored_from, published_at, published_by from content_versions order by key, version`
    const restored = await api.restore('times', 1, afterPublish.revision)
    expect(restored.status).toBe(200)
    expect(restored.json()).toMatchObject({ published: { version: 3, publishedBy: ruth.email }, draft: null })
    expect(await sundays()).toContain('9:30 AM')
    expect(await sundays()).not.toContain('11:15 AM')

    const versionsAfter =
      await site.sql`select key, version, content, origin, restored_from, published_at, published_by from content_versions order by key, version`
    const isTheRestore = (row: { key: string; version: number }) => row.key === 'times' && row.version === 3
    expect(versionsAfter.filter((row) => !isTheRestore(row as never))).toEqual([...versionsBefore])
    expect(versionsAfter.filter((row) => isTheRestore(row as never))).toHaveLength(1)

    const { versions } = await api.versions('times')
    expect(versions.map(({ version, origin, restoredFrom }) => ({ version, origin, restoredFrom }))).toEqual([
      { version: 3, origin: 'restore', restoredFrom: 1 },
      { version: 2, origin: 'publish', restoredFrom: null },
      { version: 1, origin: 'first', restoredFrom: null },
    ])
    expect(versions[0]!.changes).toEqual([{ path: 'sunday.churchOpens', label: 'Sunday service › Church opens', before: '11:15', after: '09:30' }])
    expect(versions[1]!.changes).toEqual([{ path: 'sunday.churchOpens', label: 'Sunday service › Church opens', before: '09:30', after: '11:15' }])
    expect(versions[2]!.changes).toEqual([])

    const second = await api.call('GET', '/times/versions/2')
    expect(second.json()).toMatchObject({ version: 2, origin: 'publish', publishedBy: ruth.email, content: { sunday: { churchOpens: '11:15' } } })
    expect((await api.call('GET', '/times/versions/99')).status).toBe(404)
  })

  it('lists every document in the dashboard order with its draft', async () => {
    const api = contentApi(site.server, ruth.cookie)
    const state = await api.state('footer')
    await api.saveDraft('footer', state.revision, { copyrightYear: 2027 })
    const { documents } = (await api.call('GET', '')).json<{ documents: { key: string; hasDraft: boolean; draftSavedBy: string | null }[] }>()
    expect(documents.map((document) => document.key)).toEqual([...CONTENT_KEYS])
    expect(documents.find((document) => document.key === 'footer')).toMatchObject({ hasDraft: true, draftSavedBy: ruth.email })
    const discarded = await api.discard('footer', (await api.state('footer')).revision)
    expect(discarded.json()).toMatchObject({ draft: null })
  })

  it('refuses the second of two editors working from the same revision with 409, their work and their name; nothing is lost', async () => {
    const ruthApi = contentApi(site.server, ruth.cookie)
    const tomApi = contentApi(site.server, tom.cookie)
    const opened = await ruthApi.state('times')
    const tomOpened = await tomApi.state('times')
    expect(tomOpened.revision).toBe(opened.revision)

    const ruths = withChurchOpenAt('09:45')(opened.published.content as Times)
    expect((await ruthApi.saveDraft('times', opened.revision, ruths)).status).toBe(200)

    const toms = withChurchOpenAt('11:00')(tomOpened.published.content as Times)
    const refused = await tomApi.saveDraft('times', tomOpened.revision, toms)
    expect(refused.status).toBe(409)
    const body = refused.json<{ error: string; current: DocumentState }>()
    expect(body.error).toMatch(
      new RegExp(`^${ruth.email.replace(/[.]/g, '\\.')} saved this document at \\d{2}:\\d{2}, after you opened it\\. Your changes are not saved`),
    )
    expect(body.current.draft).toMatchObject({ savedBy: ruth.email, content: { sunday: { churchOpens: '09:45' } } })

    expect((await tomApi.publish('times', tomOpened.revision)).status).toBe(409)
    expect((await tomApi.discard('times', tomOpened.revision)).status).toBe(409)
    const blocked = await tomApi.restore('times', 2, body.current.revision)
    expect(blocked.status).toBe(409)
    expect(blocked.json().error).toContain('Publish or discard the draft first')
    expect((await ruthApi.state('times')).draft).toMatchObject({ content: { sunday: { churchOpens: '09:45' } } })

    const retried = await tomApi.saveDraft('times', body.current.revision, toms)
    expect(retried.status).toBe(200)
    const afterRuth = await ruthApi.saveDraft('times', opened.revision, ruths)
    expect(afterRuth.status).toBe(409)
    expect(afterRuth.json().error).toMatch(/^admin-\w+@example\.org saved this document/)
    expect(afterRuth.json().error).toContain(tom.email)
    await tomApi.discard('times', retried.json<DocumentState>().revision)
  })

  it('records each save, publish, restore and discard in Recent Activity, a burst of saves as one entry', async () => {
    const api = contentApi(site.server, tom.cookie)
    let state = await api.state('pages')
    for (const eyebrow of ['Every Sunday!', 'Every Sunday!!', 'Every Sunday!!!']) {
      const content = (state.draft?.content ?? state.published.content) as Record<string, { eyebrow: string; intro: string }>
      const saved = await api.saveDraft('pages', state.revision, { ...content, sundays: { ...content.sundays!, eyebrow } })
      state = saved.json<DocumentState>()
    }
    const published = (await api.publish('pages', state.revision)).json<DocumentState>()
    const entries = await site.sql<{ action: string; detail: string; occurrences: number }[]>`
      select action, detail, occurrences from audit_log where actor_email = ${tom.email} order by id`
    expect(entries.filter((entry) => entry.action.startsWith('content.'))).toEqual([
      { action: 'content.save', detail: 'Saved a draft of Sundays and weekly times', occurrences: 1 },
      { action: 'content.discard', detail: 'Discarded the draft of Sundays and weekly times', occurrences: 1 },
      { action: 'content.save', detail: 'Saved a draft of Page introductions', occurrences: 3 },
      { action: 'content.publish', detail: `Published Page introductions (version ${published.published.version})`, occurrences: 1 },
    ])
    const ruthsRestore = await site.sql<{ detail: string }[]>`select detail from audit_log where actor_email = ${ruth.email} and action = 'content.restore'`
    expect(ruthsRestore).toEqual([{ detail: 'Restored Sundays and weekly times to version 1 (now version 3)' }])
  })
})
