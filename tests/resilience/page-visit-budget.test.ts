import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PAGE_VISIT_BUDGET } from '../../server/analytics/http.ts'
import { postJsonFrom, type SiteOnTestDatabase, startSiteOnTestDatabase } from '../helpers/loopback.ts'

// One address reporting visits without end gets 429s once its budget is spent; storage stays
// one counter per page per day however many visits arrive, and other addresses are unaffected.
let site: SiteOnTestDatabase

beforeAll(async () => {
  site = await startSiteOnTestDatabase('page_visit_budget')
})

afterAll(async () => {
  await site?.stop()
})

const visit = { page_name: 'Home', page_url: '/' }

async function reportVisits(count: number, localAddress: string, concurrency = 10): Promise<number[]> {
  const statuses: number[] = []
  for (let sent = 0; sent < count; sent += concurrency) {
    const batch = Array.from({ length: Math.min(concurrency, count - sent) }, () => postJsonFrom(site.server, '/api/analytics/page-visit', visit, localAddress))
    statuses.push(...(await Promise.all(batch)).map((answer) => answer.status))
  }
  return statuses
}

describe('the page-visit budget', () => {
  it('answers 429 beyond the budget of one address, while a second address is still counted', async () => {
    const extra = 50
    const statuses = await reportVisits(PAGE_VISIT_BUDGET + extra, '127.0.30.2')
    expect(statuses.filter((status) => status === 201)).toHaveLength(PAGE_VISIT_BUDGET)
    expect(statuses.filter((status) => status === 429)).toHaveLength(extra)

    const refused = await postJsonFrom(site.server, '/api/analytics/page-visit', visit, '127.0.30.2')
    expect(refused.status).toBe(429)
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
    expect((await postJsonFrom(site.server, '/api/analytics/page-visit', visit, '127.0.30.3')).status).toBe(201)

    const rows = await site.sql<{ page_name: string; visits: string }[]>`select page_name, visits from page_visit_days`
    expect(rows).toEqual([{ page_name: 'Home', visits: String(PAGE_VISIT_BUDGET + 1) }])
  })
})
