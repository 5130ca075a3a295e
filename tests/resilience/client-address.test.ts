import { request } from 'node:http'
import postgres from 'postgres'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase, type TestDatabase } from '../helpers/database.ts'
import { type RunningServer, startProductionServer } from '../helpers/server.ts'

// The production server on Deno takes the client address from the socket, and from
// X-Forwarded-For only as TRUST_PROXY allows. Sent from several 127.0.0.x source addresses.
let database: TestDatabase
let sql: postgres.Sql

beforeAll(async () => {
  database = await createTestDatabase('client_address')
  sql = postgres(database.url, { max: 1, onnotice: () => {} })
})

afterAll(async () => {
  await sql?.end({ timeout: 2 })
  await database?.drop()
})

async function withServer(trustProxy: string, run: (server: RunningServer) => Promise<void>) {
  const databaseEnv: Record<string, string> = database.dataDir ? { DATA_DIR: database.dataDir, DATABASE_URL: '' } : { DATABASE_URL: database.url }
  const server = await startProductionServer({ ...databaseEnv, TRUST_PROXY: trustProxy })
  try {
    await run(server)
  } finally {
    await server.stop()
  }
}

/** Posts an empty contact form (a 400, but it counts against the sender's form budget) from `localAddress`. */
function postFrom(server: RunningServer, localAddress: string, headers: Record<string, string> = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const sent = request(
      `${server.url}/api/contact`,
      { method: 'POST', localAddress, headers: { 'Content-Type': 'application/json', Origin: server.url, ...headers } },
      (response) => {
        response.resume()
        response.on('end', () => resolve(response.statusCode ?? 0))
      },
    )
    sent.on('error', reject)
    sent.end('{}')
  })
}

/** Form hits per candidate address (buckets are stored hashed), then a clean slate for the next case. */
async function formHits(addresses: string[]): Promise<Record<string, number>> {
  const counts: Record<string, number> = {}
  for (const address of addresses) {
    const [row] = await sql<{ hits: number }[]>`select count(*)::int as hits from rate_limit_hits where bucket = rate_limit_bucket(${`forms:${address}`})`
    if (row!.hits > 0) counts[address] = row!.hits
  }
  await sql`delete from rate_limit_hits`
  return counts
}

const CANDIDATES = ['127.0.0.2', '127.0.0.3', '203.0.113.7', '203.0.113.8', '203.0.113.9', '198.51.100.9', '192.0.2.9', '6.6.6.6']

describe('the client address under the production server', () => {
  it('without TRUST_PROXY is the socket address, whatever the headers say', async () => {
    await withServer('', async (server) => {
      const forged = { 'X-Forwarded-For': '203.0.113.9', 'X-Client-Address': '198.51.100.9', 'X-Real-IP': '192.0.2.9' }
      expect(await postFrom(server, '127.0.0.2', forged)).toBe(400)
      expect(await postFrom(server, '127.0.0.3', forged)).toBe(400)
      expect(await postFrom(server, '127.0.0.3')).toBe(400)
      expect(await formHits(CANDIDATES)).toEqual({ '127.0.0.2': 1, '127.0.0.3': 2 })
    })
  })

  it('with trusted proxy addresses reads X-Forwarded-For only from them, from the right, and counts IPv6 clients by their /64', async () => {
    await withServer('127.0.0.2', async (server) => {
      expect(await postFrom(server, '127.0.0.2', { 'X-Forwarded-For': '6.6.6.6, 203.0.113.7' })).toBe(400)
      expect(await postFrom(server, '127.0.0.2', { 'X-Forwarded-For': '203.0.113.7, not-an-address' })).toBe(400)
      expect(await postFrom(server, '127.0.0.3', { 'X-Forwarded-For': '203.0.113.8' })).toBe(400)
      expect(await formHits(CANDIDATES)).toEqual({ '203.0.113.7': 1, '127.0.0.2': 1, '127.0.0.3': 1 })

      for (const client of ['2001:db8:1:2::7', '2001:db8:1:2:ffff:1:2:3', '[2001:db8:1:2::9]:4711', '2001:db8:1:3::7', '::ffff:203.0.113.7']) {
        expect(await postFrom(server, '127.0.0.2', { 'X-Forwarded-For': client })).toBe(400)
      }
      expect(await formHits([...CANDIDATES, '2001:db8:1:2::/64', '2001:db8:1:3::/64', '2001:db8:1:2::7'])).toEqual({
        '2001:db8:1:2::/64': 3,
        '2001:db8:1:3::/64': 1,
        '203.0.113.7': 1,
      })
    })
  })
})
