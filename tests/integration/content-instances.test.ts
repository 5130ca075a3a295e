import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { contentApi, publishChange, send, signInNewAdmin, type Times } from '../helpers/content-site.ts'
import { type SiteOnTestDatabase, startSiteOnTestDatabase } from '../helpers/loopback.ts'
import { type RunningServer, startProductionServer } from '../helpers/server.ts'

const WITHIN_MS = 2000

describe('a publish on one instance shows on another sharing the database', () => {
  let site: SiteOnTestDatabase
  let second: RunningServer

  beforeAll(async () => {
    site = await startSiteOnTestDatabase('content_two', { PAGE_CACHE: 'on' })
    second = await startProductionServer({ DATABASE_URL: site.databaseUrl, PAGE_CACHE: 'on' })
  })
  afterAll(async () => {
    await second?.stop()
    await site?.stop()
  })

  it(`within ${WITHIN_MS} ms, its cached page included`, async () => {
    const admin = await signInNewAdmin(site.server, site.sql)
    for (let view = 0; view < 2; view++) expect((await send(second, 'GET', '/sundays')).text).toContain('9:30 AM')
    expect((await send(second, 'GET', '/sundays')).headers.get('x-cache')).toBe('hit')

    await publishChange<Times>(contentApi(site.server, admin.cookie), 'times', (times) => ({ ...times, sunday: { ...times.sunday, churchOpens: '09:45' } }))
    const published = Date.now()
    expect((await send(site.server, 'GET', '/sundays')).text).toContain('9:45 AM')

    let delay = Number.POSITIVE_INFINITY
    while (Date.now() - published < WITHIN_MS * 2) {
      if ((await send(second, 'GET', '/sundays')).text.includes('9:45 AM')) {
        delay = Date.now() - published
        break
      }
      await new Promise((resolve) => setTimeout(resolve, 25))
    }
    console.log(`The second instance showed the publish after ${delay} ms`)
    expect(delay).toBeLessThan(WITHIN_MS)
  })
  it(`a change to the calendar within ${WITHIN_MS} ms, its cached page included`, async () => {
    const admin = await signInNewAdmin(site.server, site.sql)
    const [sunday] = await site.sql<{ id: string }[]>`select id from event_series where activity = 'sunday-service'`
    for (let view = 0; view < 2; view++) expect((await send(second, 'GET', '/')).text).toContain('10:30am')
    expect((await send(second, 'GET', '/')).headers.get('x-cache')).toBe('hit')

    const series = {
      title: 'Sunday service',
      place: 'hall',
      activity: 'sunday-service',
      startTime: '11:15',
      endTime: '12:30',
      startDate: '2026-01-04',
      repeat: 'weekly',
      weekdays: ['SU'],
      ends: 'never',
    }
    expect((await send(site.server, 'PUT', `/api/admin/series/${sunday!.id}`, { cookie: admin.cookie, body: series })).status).toBe(200)
    const changed = Date.now()
    let delay = Number.POSITIVE_INFINITY
    while (Date.now() - changed < WITHIN_MS * 2) {
      if ((await send(second, 'GET', '/')).text.includes('11:15am')) {
        delay = Date.now() - changed
        break
      }
      await new Promise((resolve) => setTimeout(resolve, 25))
    }
    console.log(`The second instance showed the new Sunday service time after ${delay} ms`)
    expect(delay).toBeLessThan(WITHIN_MS)
  })
})
