import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from '../../db/client.ts'
import { type SignedInSite, startBuiltSite } from '../helpers/built-site.ts'

// Through the production build: the admin boundary, then the handler.
let site: SignedInSite | undefined

beforeAll(async () => {
  site = await startBuiltSite()
}, 120_000)

afterAll(async () => {
  await sql()`delete from database_restarts`
  await site?.close()
})

const health = (cookie?: string) =>
  fetch(`${site!.base}/api/admin/site-health`, { headers: cookie ? { Cookie: cookie, Accept: 'application/json' } : { Accept: 'application/json' } })

describe('GET /api/admin/site-health', () => {
  it('answers 401 without a session, and tells nothing', async () => {
    const response = await health()
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual({ error: 'Not signed in' })
  })

  it('lists what is wrong for a signed-in administrator', async () => {
    await sql()`delete from database_restarts`
    await sql()`insert into database_restarts (stopped_at) values (now())`
    const response = await health(site!.adminCookie)
    expect(response.status).toBe(200)
    const { problems } = (await response.json()) as { problems: { kind: string; summary: string }[] }
    expect(problems).toContainEqual(expect.objectContaining({ kind: 'database', summary: 'The database was restarted' }))
  })
})
