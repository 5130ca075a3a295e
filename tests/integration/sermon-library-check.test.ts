import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from '../../db/client.ts'
import { type DevSite, startDevSite } from '../helpers/dev-site.ts'
import { startFakeYouTube, type FakeYouTube } from '../fakes/youtube.ts'
import { expectConsoleError } from '../setup/vitest-each-file.ts'

// Through Start under `vite dev`, with the site pointed at the fake YouTube.
let fake: FakeYouTube
let site: DevSite | undefined

beforeAll(async () => {
  fake = await startFakeYouTube()
  Object.assign(process.env, fake.env)
  await sql()`delete from sermons`
  await sql()`delete from sermon_library_state`
  site = await startDevSite()
}, 120_000)

afterAll(async () => {
  await site?.close()
  // Left empty for the test files that run after this one in the same database.
  await sql()`delete from sermons`
  await sql()`delete from sermon_series`
  await sql()`delete from sermon_library_state`
  for (const name of Object.keys(fake.env)) delete process.env[name]
  await fake.stop()
})

const check = (cookie?: string) =>
  fetch(`${site!.base}/api/admin/sermon-library/check`, {
    method: 'POST',
    headers: { Origin: site!.base, Accept: 'application/json', ...(cookie ? { Cookie: cookie } : {}) },
  })

describe('POST /api/admin/sermon-library/check', () => {
  it('answers 401 without a session, and checks nothing', async () => {
    const response = await check()
    expect(response.status).toBe(401)
    expect(fake.totalCalls()).toBe(0)
  }, 60_000)

  it('checks the library now, answers how it went, and records who asked', async () => {
    const response = await check(site!.adminCookie)
    expect(response.status).toBe(200)
    const body = (await response.json()) as { outcome: string; message: string }
    expect(body).toEqual({ outcome: 'checked', message: 'Imported 8 sermons and 3 series: the whole channel is in.' })
    const [row] = await sql()<{ count: number }[]>`select count(*)::int as count from sermons`
    expect(row?.count).toBe(8)
    const [entry] = await sql()<{ action: string; detail: string }[]>`
      select action, detail from audit_log where action = 'sermon_library.check' order by occurred_at desc limit 1`
    expect(entry).toEqual({ action: 'sermon_library.check', detail: `checked: ${body.message}` })

    const again = (await (await check(site!.adminCookie)).json()) as { outcome: string; message: string }
    expect(again).toEqual({ outcome: 'checked', message: 'Checked: no new sermons.' })
  }, 60_000)

  it('answers failed, as JSON, when YouTube is down', async () => {
    fake.fail('server-error')
    const response = await check(site!.adminCookie)
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ outcome: 'failed', message: expect.stringContaining('The library is as it was') })
    expect(expectConsoleError()).toHaveLength(1)
    fake.fail(null)
  }, 60_000)
})
