import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DocumentState } from '../../app/lib/content/admin-api.ts'
import { contentApi, send, signInNewAdmin, type Times } from '../helpers/content-site.ts'
import { type SiteOnTestDatabase, startSiteOnTestDatabase } from '../helpers/loopback.ts'

const DRAFT_TIME = '11:45 AM'

describe('a draft is never shown to anyone but a signed-in administrator asking for a preview', () => {
  let site: SiteOnTestDatabase
  let admin: { email: string; cookie: string }

  beforeAll(async () => {
    site = await startSiteOnTestDatabase('content_private', { PAGE_CACHE: 'on' })
    admin = await signInNewAdmin(site.server, site.sql)
  })
  afterAll(() => site?.stop())

  const view = (path: string, cookie?: string) => send(site.server, 'GET', path, { cookie })

  async function anonymousViews() {
    const views = []
    for (const path of ['/sundays', '/sundays', '/sundays?preview', '/sundays?preview=1', '/?preview', '/']) {
      views.push(await view(path))
      views.push(await view(path, 'admin_session=forged.token'))
    }
    return views
  }

  it('keeps the draft from anonymous views, cached or not, with or without ?preview, before and after it is saved', async () => {
    const before = await anonymousViews()
    expect(before.every((page) => page.status === 200 && !page.text.includes(DRAFT_TIME))).toBe(true)
    expect((await view('/sundays')).headers.get('x-cache')).toBe('hit')

    const api = contentApi(site.server, admin.cookie)
    const opened = await api.state('times')
    const content = opened.published.content as Times
    const saved = await api.saveDraft('times', opened.revision, { ...content, sunday: { ...content.sunday, churchOpens: '11:45' } })
    expect(saved.json<DocumentState>().draft).not.toBeNull()

    const after = await anonymousViews()
    for (const page of after) {
      expect(page.status).toBe(200)
      expect(page.text).not.toContain(DRAFT_TIME)
    }
    expect(after.some((page) => page.headers.get('x-cache') === 'hit')).toBe(true)

    const preview = await view('/sundays?preview', admin.cookie)
    expect(preview.text).toContain(DRAFT_TIME)
    expect(preview.headers.get('cache-control')).toBe('private, no-store')
    expect(preview.headers.get('x-cache')).toBeNull()
    const signedInWithoutPreview = await view('/sundays', admin.cookie)
    expect(signedInWithoutPreview.text).not.toContain(DRAFT_TIME)

    for (const page of await anonymousViews()) expect(page.text).not.toContain(DRAFT_TIME)
  })

  it('shows the published page, not the draft, to an administrator who has not set up a required second factor', async () => {
    const requireSecondFactor = (required: boolean) =>
      site.sql`insert into admin_security_settings (id, require_second_factor) values (true, ${required})
        on conflict (id) do update set require_second_factor = excluded.require_second_factor`
    expect((await view('/sundays?preview', admin.cookie)).text).toContain(DRAFT_TIME)

    await requireSecondFactor(true)
    try {
      expect((await contentApi(site.server, admin.cookie).call('GET', '/times')).status).toBe(403)
      for (const path of ['/sundays?preview', '/sundays?preview=times', '/?preview']) {
        const page = await view(path, admin.cookie)
        expect(page.status).toBe(200)
        expect(page.text).not.toContain(DRAFT_TIME)
        expect(page.text).not.toContain('Preview of your drafts')
      }
      expect((await view('/sundays?preview', admin.cookie)).text).toContain('9:30 AM')
    } finally {
      await requireSecondFactor(false)
    }
  })
})
