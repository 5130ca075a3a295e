import { addDays, format } from 'date-fns'
import { beforeEach, describe, expect, it } from 'vitest'
import { sql } from '../../db/client.ts'
import { churchToday, parseCalendarDay } from '../../app/lib/site/dates.ts'
import type { VisitsReport } from '../../app/lib/visits/visits.ts'
import { handleVisitsReport } from '../../server/analytics/http.ts'
import { recordPageVisit } from '../../server/analytics/page-visits.ts'
import { visitsReport } from '../../server/analytics/visits-report.ts'
import { answerOf } from '../helpers/answer.ts'

const SITE = 'http://localhost:3000'

/** The UK day `offset` days from today, as 'YYYY-MM-DD'. */
function dayFromToday(offset: number): string {
  return format(addDays(parseCalendarDay(churchToday()), offset), 'yyyy-MM-dd')
}

async function seed(day: string, pageName: string, visits: number) {
  await sql()`insert into page_visit_days (day, page_name, visits) values (${day}::date, ${pageName}, ${visits})`
}

function get(query: string): Promise<Response> {
  return answerOf(handleVisitsReport(new Request(`${SITE}/api/admin/visits${query}`)))
}

async function report(query: string): Promise<VisitsReport> {
  const response = await get(query)
  expect(response.status).toBe(200)
  return response.json()
}

beforeEach(async () => {
  await sql()`delete from page_visit_days`
})

describe('GET /api/admin/visits', () => {
  it('lists every day of the period, oldest first and today last, with 0 where nothing was counted', async () => {
    await seed(dayFromToday(0), 'Home', 3)
    await seed(dayFromToday(-2), 'Sundays', 5)
    await seed(dayFromToday(-30), 'Home', 100)
    const { daily } = await report('')
    expect(daily).toHaveLength(30)
    expect(daily[0]).toEqual({ day: dayFromToday(-29), visits: 0 })
    expect(daily.at(-1)).toEqual({ day: dayFromToday(0), visits: 3 })
    expect(daily.at(-3)).toEqual({ day: dayFromToday(-2), visits: 5 })
    expect(daily.reduce((sum, entry) => sum + entry.visits, 0)).toBe(8)
    expect((await report('?days=1')).daily).toEqual([{ day: dayFromToday(0), visits: 3 }])
    expect((await report('?days=31')).daily[0]).toEqual({ day: dayFromToday(-30), visits: 100 })
  })

  it('totals pages over the period, most visited first, then by name', async () => {
    await seed(dayFromToday(0), 'Sundays', 2)
    await seed(dayFromToday(-1), 'Sundays', 2)
    await seed(dayFromToday(-1), 'Contact', 4)
    await seed(dayFromToday(-3), 'Home', 9)
    await seed(dayFromToday(-40), 'Jesus', 50)
    const { pages } = await report('?days=30')
    expect(pages).toEqual([
      { page_name: 'Home', visits: 9 },
      { page_name: 'Contact', visits: 4 },
      { page_name: 'Sundays', visits: 4 },
    ])
    expect((await report('?days=2')).pages).toEqual([
      { page_name: 'Contact', visits: 4 },
      { page_name: 'Sundays', visits: 4 },
    ])
  })

  it('narrows the daily counts to one page, keeping every page in the totals', async () => {
    await seed(dayFromToday(0), 'Home', 3)
    await seed(dayFromToday(0), 'Unknown Page', 7)
    await seed(dayFromToday(-1), "I'm New", 2)
    const home = await report('?page=Home')
    expect(home.daily.at(-1)).toEqual({ day: dayFromToday(0), visits: 3 })
    expect(home.daily.at(-2)).toEqual({ day: dayFromToday(-1), visits: 0 })
    expect(home.pages).toHaveLength(3)
    const unknown = await report(`?page=${encodeURIComponent('Unknown Page')}`)
    expect(unknown.daily.at(-1)!.visits).toBe(7)
    const imNew = await report(`?days=7&page=${encodeURIComponent("I'm New")}`)
    expect(imNew.daily).toHaveLength(7)
    expect(imNew.daily.at(-2)!.visits).toBe(2)
  })

  it('refuses bad query values with 400 naming them', async () => {
    const bad = ['?days=0', '?days=366', '?days=abc', '?days=1.5', '?days=-3', '?page=Made%20up', '?page=', '?colour=red', '?days=7&days=8']
    for (const query of bad) {
      const response = await get(query)
      expect(response.status, query).toBe(400)
      const body = await response.json()
      expect(body.error, query).toBe('Invalid query')
      expect(Object.keys(body.details).length, query).toBeGreaterThan(0)
    }
    expect((await get('?days=365')).status).toBe(200)
  })
})

describe('UK days', () => {
  it('counts a visit just before midnight in summer on the UK day, and reports the UK days', async () => {
    const lateSummerEvening = new Date('2026-06-30T23:30:00Z') // 00:30 on 1 July in London
    await recordPageVisit({ page_name: 'Home', page_url: '/' }, lateSummerEvening)
    const { daily } = await visitsReport({ days: 2 }, lateSummerEvening)
    expect(daily).toEqual([
      { day: '2026-06-30', visits: 0 },
      { day: '2026-07-01', visits: 1 },
    ])
  })

  it('counts a visit just before midnight in winter on the same day as UTC', async () => {
    const lateWinterEvening = new Date('2026-01-15T23:59:00Z') // 23:59 on 15 January in London
    await recordPageVisit({ page_name: 'Sundays', page_url: '/sundays' }, lateWinterEvening)
    await recordPageVisit({ page_name: 'Sundays', page_url: '/sundays' }, new Date('2026-01-16T00:01:00Z'))
    const { daily } = await visitsReport({ days: 2 }, new Date('2026-01-16T12:00:00Z'))
    expect(daily).toEqual([
      { day: '2026-01-15', visits: 1 },
      { day: '2026-01-16', visits: 1 },
    ])
  })

  it('has 30 days across the change to summer time', async () => {
    const { daily } = await visitsReport({ days: 30 }, new Date('2026-04-10T00:30:00Z'))
    expect(daily).toHaveLength(30)
    expect(daily[0]!.day).toBe('2026-03-12')
    expect(daily.at(-1)!.day).toBe('2026-04-10')
    expect(new Set(daily.map((entry) => entry.day)).size).toBe(30)
  })
})
