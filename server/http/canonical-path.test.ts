import { readdirSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { CONTENT_KEYS } from '../../app/content/documents/keys.ts'
import { PUBLIC_PAGES } from '../../app/lib/site/pages.ts'
import { answerToRespelling, spellingOf } from './canonical-path.ts'

const request = (path: string, method = 'GET') => new Request(`http://site.test${path}`, { method })

describe('the spelling of a path', () => {
  it('takes every page of the site as spelt, the content editor with each document key too', () => {
    const pages = [
      ...PUBLIC_PAGES.map((page) => page.path),
      '/admin',
      '/admin/dashboard',
      '/events.ics',
      '/robots.txt',
      '/sitemap.xml',
      '/nowhere-at-all',
      ...CONTENT_KEYS.map((key) => `/admin/content/${key}`),
    ]
    for (const path of pages) expect(spellingOf(path), path).toEqual({ kind: 'page' })
  })

  it('finds no page route spelt with a capital, so lower-casing a path never leaves a page behind', () => {
    const routes = readdirSync('app/routes', { recursive: true, encoding: 'utf8' }).filter(
      (file) => /\.tsx?$/.test(file) && !/^(api\/|-|__)/.test(file) && !file.includes('/-'),
    )
    expect(routes.length).toBeGreaterThan(20)
    for (const file of routes) expect(file, file).toBe(file.toLowerCase())
  })

  it('gives each other spelling of a page the page it means', () => {
    const respelt: [string, string][] = [
      ['/SUNDAYS', '/sundays'],
      ['/Sundays', '/sundays'],
      ['/%73undays', '/sundays'],
      ['/%73UNDAYS', '/sundays'],
      ['/sundays/', '/sundays'],
      ['//sundays', '/sundays'],
      ['/sundays//', '/sundays'],
      ['/our%2dcharity', '/our-charity'],
      ['//', '/'],
      ['/ADMIN', '/admin'],
      ['/%61dmin', '/admin'],
      ['/admin/', '/admin'],
      ['//admin', '/admin'],
      ['/Admin/Dashboard', '/admin/dashboard'],
      ['/admin/content/SUNDAYS', '/admin/content/sundays'],
      ['/EVENTS.ICS', '/events.ics'],
      ['/events%2Eics', '/events.ics'],
    ]
    for (const [path, page] of respelt) expect(spellingOf(path), path).toEqual({ kind: 'respelt', page })
  })

  it('finds no page for an escape no page path holds', () => {
    for (const path of ['/sundays%20', '/sundays%2F', '/admin%2Fdashboard', '/%2561dmin', '/caf%C3%A9', '/ADMIN%2f', '/sundays%zz']) {
      expect(spellingOf(path), path).toEqual({ kind: 'nowhere' })
    }
  })

  it('leaves the APIs, server functions and built files as sent, their ids keeping their case', () => {
    for (const path of [
      '/api/sermon-thumbnails/dQw4w9WgXcQ/mqdefault',
      '/api/photos/AbC-123/320.jpg',
      '/api/admin/content/Sundays',
      '/API/events/upcoming',
      '/%61pi/events',
      '//api/events',
      '/_serverFn/eyJmaWxlIjoiL0FiQyJ9',
      '/assets/app-CtYKhdTo.css',
      '/Assets/x.js',
      '/api',
    ]) {
      expect(spellingOf(path), path).toEqual({ kind: 'other' })
    }
  })
})

describe('the answer to another spelling', () => {
  it('is a 308 to the page, keeping the query, and stored by no one', () => {
    const answer = answerToRespelling(request('/Sundays/?from=newsletter&x=%20'))
    expect(answer?.status).toBe(308)
    expect(answer?.headers.get('location')).toBe('/sundays?from=newsletter&x=%20')
    expect(answer?.headers.get('cache-control')).toBe('no-store')
    expect(answerToRespelling(request('/ADMIN', 'POST'))?.headers.get('location')).toBe('/admin')
  })

  it('is the page-not-found page for a path no page has, without a body for HEAD', async () => {
    const answer = answerToRespelling(request('/sundays%20'))
    expect(answer?.status).toBe(404)
    expect(answer?.headers.get('cache-control')).toBe('no-store')
    const html = (await answer?.text()) ?? ''
    expect(html).toContain('<title>Page Not Found</title>')
    expect(html).toContain('<a href="/">Go to the home page</a>')
    const head = answerToRespelling(request('/sundays%20', 'HEAD'))
    expect(head?.status).toBe(404)
    expect(await head?.text()).toBe('')
  })

  it('is nothing for a page as spelt or a path that is not a page', () => {
    for (const path of ['/sundays', '/sundays?x=1', '/', '/api/photos/AbC/320.jpg', '/API/events'])
      expect(answerToRespelling(request(path)), path).toBeUndefined()
  })
})
