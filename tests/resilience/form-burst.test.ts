import { Agent, request } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type SiteOnTestDatabase, startSiteOnTestDatabase } from '../helpers/loopback.ts'

// 2,000 contact messages over 20 connections at once: every one the site accepts is stored
// exactly once, with its e-mail in the outbox. The form budget is raised by its setting, so
// the test measures storage under load rather than the rate limit.
const POSTS = 2000
const CONNECTIONS = 20

let site: SiteOnTestDatabase

beforeAll(async () => {
  site = await startSiteOnTestDatabase('form_burst', { FORM_RATE_LIMIT: '100000' })
})

afterAll(async () => {
  await site?.stop()
})

function post(agent: Agent, message: string): Promise<number> {
  const body = JSON.stringify({ name: 'Burst Sender', email: 'burst@example.org', message, website: '' })
  return new Promise((resolve, reject) => {
    const sent = request(
      `${site.server.url}/api/contact`,
      { method: 'POST', agent, headers: { 'Content-Type': 'application/json', Origin: site.server.url } },
      (response) => {
        response.resume()
        response.on('end', () => resolve(response.statusCode ?? 0))
      },
    )
    sent.on('error', reject)
    sent.end(body)
  })
}

describe(`${POSTS} form posts over ${CONNECTIONS} connections`, () => {
  it('stores every accepted message exactly once, each with its outbox e-mail', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS })
    const statuses = new Map<string, number>()
    let next = 0
    const began = performance.now()
    await Promise.all(
      Array.from({ length: CONNECTIONS }, async () => {
        while (next < POSTS) {
          const message = `burst ${next++}`
          statuses.set(message, await post(agent, message))
        }
      }),
    )
    agent.destroy()
    const seconds = (performance.now() - began) / 1000

    const tally: Record<number, number> = {}
    for (const status of statuses.values()) tally[status] = (tally[status] ?? 0) + 1
    console.log(`${POSTS} posts over ${CONNECTIONS} connections in ${seconds.toFixed(1)} s: ${JSON.stringify(tally)}`)
    expect(tally[201]).toBe(POSTS)

    const [stored] = await site.sql<{ submissions: number; distinct_messages: number; emails: number; orphans: number }[]>`
      select count(*)::int as submissions,
        count(distinct s.fields->>'message')::int as distinct_messages,
        (select count(*)::int from mail_outbox o join form_submissions f on f.id = o.submission_id where f.fields->>'message' like 'burst %') as emails,
        (select count(*)::int from form_submissions f where f.fields->>'message' like 'burst %'
           and not exists (select 1 from mail_outbox o where o.submission_id = f.id)) as orphans
      from form_submissions s where s.fields->>'message' like 'burst %'`
    expect(stored).toEqual({ submissions: POSTS, distinct_messages: POSTS, emails: POSTS, orphans: 0 })
  })
})
