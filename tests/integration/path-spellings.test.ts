import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type DevSite, startDevSite } from '../helpers/dev-site.ts'

// Under `vite dev`, where there is no page cache: the edge rules give the same answers to other
// spellings of a page as the production server does in front of its cache.
let site: DevSite | undefined
let base = ''

beforeAll(async () => {
  site = await startDevSite()
  ;({ base } = site)
}, 120_000)

afterAll(() => site?.close())

const view = (path: string, method = 'GET') => fetch(`${base}${path}`, { method, redirect: 'manual', headers: { Accept: 'text/html' } })

describe('other spellings of a page at the edge', () => {
  it('redirects each to the page with a 308, keeping the query, with the edge headers and not stored', async () => {
    const respelt: [string, string][] = [
      ['/SUNDAYS', '/sundays'],
      ['/%73undays?from=letter', '/sundays?from=letter'],
      ['/sundays/', '/sundays'],
      ['/ADMIN', '/admin'],
      ['/%61dmin', '/admin'],
      ['/admin/', '/admin'],
      ['/Admin/Dashboard', '/admin/dashboard'],
    ]
    for (const [path, page] of respelt) {
      const answer = await view(path)
      expect(answer.status, path).toBe(308)
      expect(answer.headers.get('Location'), path).toBe(page)
      expect(answer.headers.get('Cache-Control'), path).toBe('no-store')
      expect(answer.headers.get('X-Request-Id'), path).toMatch(/^[0-9a-f-]{36}$/)
      expect(answer.headers.get('X-Frame-Options'), path).toBe('DENY')
    }
  }, 120_000)

  it('answers a path no page is spelt with the page-not-found page', async () => {
    for (const path of ['/sundays%20', '/admin%2Fdashboard']) {
      const answer = await view(path)
      expect(answer.status, path).toBe(404)
      expect(await answer.text(), path).toContain('<title>Page Not Found</title>')
    }
  }, 60_000)

  it('leaves the pages as spelt and the case-sensitive API paths alone', async () => {
    expect((await view('/sundays')).status).toBe(200)
    const photo = await fetch(`${base}/api/photos/AbC-Not-Stored/320.jpg`, { redirect: 'manual' })
    expect(photo.status).toBe(404)
    expect(photo.headers.get('Content-Type')).toContain('application/json')
  }, 60_000)
})
