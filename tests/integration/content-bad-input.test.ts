import type * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DOCUMENTS } from '../../app/content/documents/index.ts'
import { CONTENT_KEYS } from '../../app/content/documents/keys.ts'
import type { FieldKind } from '../../app/lib/content/fields.ts'
import { isPlainObject, schemaShape } from '../../app/lib/content/schema-shape.ts'
import { ADMIN_ROUTES } from '../helpers/admin-routes.ts'
import { contentApi, send, signInNewAdmin } from '../helpers/content-site.ts'
import { type SiteOnTestDatabase, startSiteOnTestDatabase } from '../helpers/loopback.ts'

type Content = Record<string, unknown>

/** The path of the first field of `kind` that the content holds a value for, in any document. */
function findField(kind: FieldKind, contents: Record<string, unknown>): { key: string; path: string[] } | undefined {
  const search = (schema: v.GenericSchema, value: unknown, path: string[]): string[] | undefined => {
    const shape = schemaShape(schema)
    if (shape.meta?.kind === kind) return path
    if (shape.kind === 'group' && isPlainObject(value)) {
      for (const [name, entry] of Object.entries(shape.entries)) {
        const found = search(entry, value[name], [...path, name])
        if (found) return found
      }
    }
    if (shape.kind === 'list' && Array.isArray(value) && value.length > 0) return search(shape.item, value[0], [...path, '0'])
    return undefined
  }
  for (const key of CONTENT_KEYS) {
    const path = search(DOCUMENTS[key].schema, contents[key], [])
    if (path) return { key, path }
  }
  return undefined
}

function withValue(content: Content, path: string[], value: unknown): Content {
  const copy = structuredClone(content)
  let node = copy
  for (const name of path.slice(0, -1)) node = node[name] as Content
  node[path.at(-1)!] = value
  return copy
}

describe('bad input to the content API gets a 400 naming the field, never a 5xx', () => {
  let site: SiteOnTestDatabase
  let api: ReturnType<typeof contentApi>
  const published: Record<string, Content> = {}
  const revisions: Record<string, number> = {}

  beforeAll(async () => {
    site = await startSiteOnTestDatabase('content_bad')
    const admin = await signInNewAdmin(site.server, site.sql)
    api = contentApi(site.server, admin.cookie)
    for (const key of CONTENT_KEYS) {
      const state = await api.state(key)
      published[key] = state.published.content as Content
      revisions[key] = state.revision
    }
  })
  afterAll(() => site?.stop())

  async function expectRefused(key: string, content: unknown, field: string, message: RegExp) {
    const response = await api.saveDraft(key, revisions[key]!, content)
    expect(response.status, response.text).toBe(400)
    const body = response.json<{ error: string; details: Record<string, string> }>()
    expect(body.details[field], JSON.stringify(body.details)).toMatch(message)
  }

  it('refuses an oversized text, a script, a wrong time and a field the document does not have', async () => {
    const pages = published.pages!
    await expectRefused('pages', withValue(pages, ['sundays', 'intro'], 'x'.repeat(401)), 'content.sundays.intro', /^Introduction: use at most 400 characters/)
    await expectRefused(
      'pages',
      withValue(pages, ['sundays', 'eyebrow'], '<script>alert(1)</script>'),
      'content.sundays.eyebrow',
      /^Line above the title: write plain text, without HTML tags/,
    )
    await expectRefused('pages', withValue(pages, ['sundays', 'intro'], 'At {service tme}'), 'content.sundays.intro', /^Introduction: braces name a fact/)
    const times = published.times!
    await expectRefused(
      'times',
      withValue(times, ['sunday', 'serviceStarts'], '25:00'),
      'content.sunday.serviceStarts',
      /^Service starts: enter a time such as 10:30/,
    )
    await expectRefused('times', withValue(times, ['sunday', 'serviceStarts'], 1030), 'content.sunday.serviceStarts', /^Service starts: enter a time/)
    await expectRefused('times', withValue(times, ['sunday', 'colour'], 'blue'), 'content.sunday.colour', /^colour: this document has no such field/)
    await expectRefused('footer', { copyrightYear: 'MMXXVI' }, 'content.copyrightYear', /^Copyright year: enter a year/)
    await expectRefused('times', null, 'content', /Sundays and weekly times/)
    await expectRefused('times', [], 'content', /Sundays and weekly times/)
    expect((await api.state('times')).draft).toBeNull()
  })

  const dateField = findField('date', published)
  it.skipIf(!dateField)('refuses a wrong date', async () => {
    const { key, path } = dateField!
    await expectRefused(key, withValue(published[key]!, path, '2026-02-30'), `content.${path.join('.')}`, /: enter a real date, such as 2026-12-12$/)
  })

  it('refuses a revision that is not a whole number, and a body with unknown or missing parts', async () => {
    for (const revision of ['3', 1.5, -1, null]) {
      const response = await api.call('PUT', '/times/draft', { revision, content: published.times })
      expect(response.status).toBe(400)
      expect(response.json().details.revision).toMatch(/^Revision: expected the whole number/)
    }
    const extra = await api.call('PUT', '/times/draft', { revision: revisions.times, content: published.times, publish: true })
    expect(extra.status).toBe(400)
    expect(Object.keys(extra.json().details)).toEqual(['publish'])
    expect((await api.call('POST', '/times/publish', {})).json().details.revision).toMatch(/^Revision/)
    expect((await api.call('POST', '/times/publish', { revision: revisions.times })).json()).toEqual({
      error: 'There is no draft to publish: save your changes first',
    })
    expect((await api.call('POST', `/times/versions/1/restore`, { revision: revisions.times })).json()).toEqual({ error: 'Version 1 is the one published now' })
  })

  it('answers 400 for malformed JSON, 413 past 256 KB, 415 for another type', async () => {
    const call = (rawBody: string, type = 'application/json') =>
      fetch(`${site.server.url}/api/admin/content/times/draft`, {
        method: 'PUT',
        headers: { 'Content-Type': type, Origin: site.server.url, Cookie: api.cookie },
        body: rawBody,
      })
    expect((await call('{"revision": 1,')).status).toBe(400)
    const huge = JSON.stringify({ revision: 1, content: { ...published.times, devotionLength: 'x'.repeat(300 * 1024) } })
    expect((await call(huge)).status).toBe(413)
    expect((await call('revision=1', 'application/x-www-form-urlencoded')).status).toBe(415)
  })

  it('answers 404 JSON for an unknown document or version', async () => {
    for (const path of ['/nope', '/nope/versions', '/times/versions/0', '/times/versions/abc', '/times/versions/12345']) {
      const response = await api.call('GET', path)
      expect(response.status, path).toBe(404)
      expect(response.headers.get('content-type')).toContain('application/json')
    }
    expect((await api.call('PUT', '/nope/draft', { revision: 1, content: {} })).status).toBe(404)
    expect((await api.call('POST', '/times/versions/99/restore', { revision: revisions.times })).status).toBe(404)
  })

  it('answers 401 to anyone not signed in, and changes nothing', async () => {
    for (const [method, path] of ADMIN_ROUTES.filter(([, path]) => path.startsWith('/api/admin/content'))) {
      const response = await send(site.server, method, path, { body: method === 'GET' ? undefined : { revision: 1, content: published.times } })
      expect(response.status, `${method} ${path}`).toBe(401)
      expect(response.json()).toEqual({ error: 'Not signed in' })
    }
    const [row] = await site.sql`select count(*)::int as versions from content_versions`
    expect(row!.versions).toBe(CONTENT_KEYS.length)
  })
})
