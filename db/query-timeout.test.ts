import postgres from 'postgres'
import { afterAll, describe, expect, it } from 'vitest'
import { withQueryTimeouts } from './query-timeout.ts'

// A real server (DATABASE_URL) with pg_sleep stands in for one that does not answer.
const url = process.env.DATABASE_URL
const pool = url ? postgres(url, { max: 1, onnotice: () => {} }) : undefined

afterAll(async () => {
  await pool?.end({ timeout: 1 })
})

describe.runIf(pool)('client-side query timeouts', () => {
  const sql = withQueryTimeouts(pool!, 300)

  it('gives up on a query that takes too long, and one waiting behind it for the connection', async () => {
    const slow = sql`select pg_sleep(1)`
    const queued = sql`select 1 as one`
    await expect(slow).rejects.toMatchObject({ code: 'DATABASE_TIMEOUT' })
    await expect(queued).rejects.toMatchObject({ code: 'DATABASE_TIMEOUT' })
    // The connection is free again once the server has answered.
    await new Promise((resolve) => setTimeout(resolve, 900))
    expect(await sql`select 1 as one`).toEqual([{ one: 1 }])
  })

  it('rolls back a transaction that gave up, rather than commit it once its work is done', async () => {
    await pool!`create temporary table if not exists abandoned (note text)`
    await expect(
      sql.begin(async (tx) => {
        await tx`insert into abandoned values ('late')`
        await new Promise((resolve) => setTimeout(resolve, 400))
      }),
    ).rejects.toMatchObject({ code: 'DATABASE_TIMEOUT' })
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(await pool!`select count(*)::int as count from abandoned`).toEqual([{ count: 0 }])
  })
})
