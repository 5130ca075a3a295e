import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { send, signInNewAdmin } from '../helpers/content-site.ts'
import { type SiteOnTestDatabase, startSiteOnTestDatabase } from '../helpers/loopback.ts'

describe('the hall diary served by the site, behind its page cache', () => {
  let site: SiteOnTestDatabase

  beforeAll(async () => {
    site = await startSiteOnTestDatabase('hall_feed', { PAGE_CACHE: 'on' })
  })
  afterAll(async () => {
    await site?.stop()
  })

  it('books through the admin API, and serves the private feed to no one else and never from the cache', async () => {
    const { cookie } = await signInNewAdmin(site.server, site.sql)
    const overview = await send(site.server, 'GET', '/api/admin/hall', { cookie })
    expect(overview.status).toBe(200)
    const roomId = overview.json<{ rooms: { id: string }[] }>().rooms[0]!.id
    const booking = {
      roomId,
      hirerName: 'Ann Hirer',
      hirerEmail: 'ann@example.com',
      hirerPhone: '',
      purpose: 'Choir practice',
      date: '2027-01-13',
      startTime: '19:00',
      endTime: '21:00',
      repeat: 'none',
      until: '',
      skipDates: [],
      termsVersion: 1,
      withChildren: false,
      safeguardingConfirmed: false,
      enquiryId: '',
      notes: '',
      overrideClash: false,
    }
    expect((await send(site.server, 'POST', '/api/admin/hall/bookings', { cookie, body: booking })).status).toBe(201)
    expect((await send(site.server, 'POST', '/api/admin/hall/bookings', { cookie, body: { ...booking, endTime: '18:00' } })).json().details).toEqual({
      endTime: 'End time must be after the start time',
    })

    const { url } = (await send(site.server, 'POST', '/api/admin/hall/feed', { cookie })).json<{ url: string }>()
    const path = new URL(url).pathname
    for (let view = 0; view < 2; view++) {
      const feed = await send(site.server, 'GET', path)
      expect(feed.status).toBe(200)
      expect(feed.headers.get('content-type')).toBe('text/calendar; charset=utf-8')
      expect(feed.headers.get('cache-control')).toBe('private, no-store')
      expect(feed.headers.get('x-robots-tag')).toBe('noindex')
      expect(feed.headers.get('x-cache')).not.toBe('hit')
      expect(feed.text).toContain('SUMMARY:Hall: Choir practice (Ann Hirer)')
    }
    expect((await send(site.server, 'GET', `/hall-diary/${'0'.repeat(64)}.ics`)).status).toBe(404)
    expect((await send(site.server, 'GET', '/api/admin/hall')).status).toBe(401)
  })
})
