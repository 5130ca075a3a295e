import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from '../../db/client.ts'
import type { HeldData } from '../../app/lib/rights/data-rights.ts'
import { archiveEntries, readAll } from '../../server/backup/read-archive.ts'
import { writeBackupArchive } from '../../server/backup/write-archive.ts'
import { addressHash } from '../../server/people/people-key.ts'
import { PERSONAL_DATA_TABLES } from '../../server/rights/personal-data-register.ts'
import { eraseEverythingAbout } from '../../server/rights/erasure.ts'
import { handleDataErasure, handleDataExport, handleDataSearch } from '../../server/rights/http.ts'
import { createFolderStore } from '../../server/storage/object-store.ts'
import { insertTestAdmin } from '../helpers/admins.ts'
import { answerOf } from '../helpers/answer.ts'

let admin: { id: string; email: string }
let work: string

/** An address typed three ways, as people do: the stored rows differ in case, the person does not. */
const typings = (address: string) => [address, address.toUpperCase(), address.replace(/^./, (first) => first.toUpperCase())]

/**
 * Rows about `address` in every table that can hold one; `asAdministrator` adds the tables only an
 * administrator is in, `asGiver` a Gift Aid declaration and a gift under it, which an erasure keeps.
 */
async function seedPerson(address: string, { asAdministrator = false, asGiver = false } = {}) {
  const [lower, upper, capital] = typings(address)
  const db = sql()
  const [submission] = await db<{ id: string }[]>`
    insert into form_submissions (form_type, fields) values ('contact', ${db.json({ name: `Name of ${lower}`, email: capital!, message: 'Hello', website: '' })})
    returning id`
  await db`
    insert into mail_outbox (submission_id, form_type, recipient_email, reply_to, subject, html, text)
    values (${submission!.id}, 'contact', 'office@example.org', ${upper!}, 'Contact form', ${`<p>${lower}</p>`}, ${`From ${upper}`})`
  await db`insert into form_submissions (form_type, fields) values ('stay_in_touch', ${db.json({ name: 'Someone', email: 'other@example.net', additionalMessage: `Please copy ${upper}` })})`
  await db`
    insert into form_flashes (form_type, token_hash, outcome, expires_at)
    values ('contact', ${randomBytes(8).toString('hex')}, ${db.json({ status: 'error', error: 'Invalid form', values: { email: capital! } })}, now() + interval '1 hour')`
  const [subscriber] = await db<{ id: string }[]>`
    insert into subscribers (email, email_hash, name, status) values (${lower!}, ${await addressHash(upper!)}, 'A Subscriber', 'confirmed') returning id`
  await db`insert into consent_events (subscriber_id, event, basis, wording_version, source) values (${subscriber!.id}, 'asked', 'consent', 1, 'stay_in_touch form')`
  await db`insert into consent_events (subscriber_id, event, basis, wording_version, source) values (${subscriber!.id}, 'confirmed', 'consent', 1, 'confirmation link')`
  const [notice] = await db<{ id: string }[]>`
    insert into notices (subject, body, status, author_email, started_at) values ('News', 'Hello all', 'sending', 'office@example.org', now()) returning id`
  const [newsEmail] = await db<{ id: string }[]>`
    insert into mail_outbox (notice_id, recipient_email, subject, html, text) values (${notice!.id}, ${lower!}, 'News', '<p>Hello all</p>', 'Hello all') returning id`
  await db`insert into notice_deliveries (notice_id, subscriber_id, outbox_id) values (${notice!.id}, ${subscriber!.id}, ${newsEmail!.id})`
  await db`insert into suppressed_addresses (email_hash, reason) values (${await addressHash(capital!)}, 'unsubscribed')`
  await db`insert into complaints (submission_id, name, email, about) values (${submission!.id}, 'A Complainant', ${capital!}, 'My data')`
  const [hirer] = await db<{ id: string }[]>`insert into hall_hirers (name, email) values ('A Hirer', ${capital!}) returning id`
  await db`
    insert into hall_bookings (room_id, hirer_id, purpose, start_time, end_time, recurrence, terms_version, created_by)
    values ((select id from rooms where calendar_place = 'hall'), ${hirer!.id}, 'A party', '10:00', '12:00',
      ${db.json({ start: '2027-01-09', pattern: { kind: 'weekly', interval: 1, weekdays: ['SA'] }, ending: { kind: 'count', count: 1 } })}, 1, 'office@example.org')`
  if (asGiver) {
    const [declaration] = await db<{ id: string }[]>`
      insert into gift_aid_declarations (giving_reference, scope, wording_version, made_on, source, email)
      values (${`GA${address.slice(0, 1).toUpperCase()}AAA`}, 'all_gifts', 1, '2025-01-01', 'online', ${capital!}) returning id`
    await db`
      insert into gift_aid_declaration_details (declaration_id, effective_from, first_name, last_name, house, postcode, recorded_by)
      values (${declaration!.id}, '2025-01-01', 'A', 'Giver', '1', 'BR5 2RW', 'the giver')`
    await db`insert into gifts (given_on, amount_pence, method, declaration_id) values ('2026-01-05', 1000, 'cash', ${declaration!.id})`
  }
  if (!asAdministrator) return
  const [account] = await db<
    { id: string }[]
  >`insert into admins (email, password_hash, name) values (${lower!}, 'not a hash', 'An Administrator') returning id`
  await db`insert into admin_sessions (id, admin_id, secret_hash, browser) values (${randomBytes(8).toString('hex')}, ${account!.id}, '\\x00', 'Firefox on Linux')`
  await db`insert into admin_links (purpose, email, admin_id, secret_hash, expires_at) values ('password_reset', ${lower!}, ${account!.id}, '\\x00', now() + interval '1 hour')`
  await db`insert into audit_log (actor_email, action, detail) values (${lower!}, 'login', 'Signed in')`
  await db`insert into notices (subject, body, author_email) values ('A draft', 'Words', ${upper!})`
  await db`insert into email_configurations (form_type, email_address, display_name) values (${address.startsWith('ann') ? 'hall_hire' : 'contact'}, ${capital!}, 'Office')`
  const key = `rights-${address.slice(0, 3)}`
  await db`insert into content_documents (key, draft_saved_by) values (${key}, ${lower!})`
  await db`insert into content_versions (key, version, content, origin, published_by) values (${key}, 1, '{}', 'first', ${lower!})`
  await db`insert into photos (id, width, height, widths, byte_size, uploaded_by) values (${randomBytes(10).toString('hex')}, 10, 10, '{10}', 100, ${upper!})`
}

/** Every table whose rows, read as text, mention `address` in any case: how many rows each. */
async function tablesMentioning(address: string): Promise<Record<string, number>> {
  const tables = await sql()<{ table_name: string }[]>`
    select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`
  const found: Record<string, number> = {}
  for (const { table_name } of tables) {
    const [row] = await sql()<{ count: number }[]>`
      select count(*)::int as count from ${sql()(table_name)} as t where strpos(lower(t::text), ${address}) > 0`
    if (row!.count > 0) found[table_name] = row!.count
  }
  return found
}

function deskRequest(path: string, body: unknown): Request {
  return new Request(`http://localhost:3000/api/admin/data-rights/${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
}

beforeAll(async () => {
  admin = await insertTestAdmin()
  work = await mkdtemp(path.join(tmpdir(), 'church-data-rights-'))
})

afterAll(async () => {
  await sql()`delete from email_configurations`
  await sql()`delete from hall_bookings`
  await sql()`delete from hall_hirers`
  await rm(work, { recursive: true, force: true })
})

describe('the export of what is held about an address', () => {
  it('holds every row about the address, in every registered table, and nothing about anyone else', async () => {
    await seedPerson('ann.export@example.org', { asAdministrator: true, asGiver: true })
    await seedPerson('bob.export@example.org', { asAdministrator: true, asGiver: true })
    const response = await answerOf(handleDataExport(deskRequest('export', { email: '  ANN.Export@example.org ' }), admin))
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Disposition')).toMatch(/^attachment; filename="personal-data-\d{4}-\d{2}-\d{2}\.json"$/)
    const text = await response.text()
    expect(text.toLowerCase()).not.toContain('bob.export')
    const file = JSON.parse(text) as { 'Answer due by': string; Sections: { Table: string; 'Number of rows': number; Rows: unknown[] }[] }
    expect(file['Answer due by']).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    const counts = Object.fromEntries(file.Sections.map((section) => [section.Table, section['Number of rows']]))
    expect(counts).toEqual({
      complaints: 1,
      gifts: 1,
      mail_outbox: 2,
      notice_deliveries: 1,
      notices: 1,
      form_submissions: 2,
      form_flashes: 1,
      consent_events: 2,
      subscribers: 1,
      suppressed_addresses: 1,
      email_configurations: 1,
      admins: 1,
      admin_sessions: 1,
      admin_links: 1,
      audit_log: 1,
      content_documents: 1,
      content_versions: 1,
      photos: 1,
      gift_aid_declaration_details: 1,
      gift_aid_declarations: 1,
      sermons: 0,
      hall_bookings: 1,
      hall_hirers: 1,
    })
    expect(Object.keys(counts)).toEqual(PERSONAL_DATA_TABLES.map((entry) => entry.table))
    for (const section of file.Sections) expect(section.Rows).toHaveLength(section['Number of rows'])
  })

  it('is recorded in Recent Activity without the address', async () => {
    await answerOf(handleDataSearch(deskRequest('search', { email: 'carol.audit@example.org' }), admin))
    await answerOf(handleDataExport(deskRequest('export', { email: 'carol.audit@example.org' }), admin))
    const entries = await sql()<{ action: string; detail: string }[]>`select action, detail from audit_log where action like 'data_rights.%'`
    expect(entries.map((entry) => entry.action)).toEqual(expect.arrayContaining(['data_rights.search', 'data_rights.export']))
    expect(JSON.stringify(entries)).not.toContain('carol')
  })

  it('shows the due date of a request received today: one calendar month on', async () => {
    const response = await answerOf(handleDataSearch(deskRequest('search', { email: 'nobody@example.org' }), admin))
    const held = (await response.json()) as HeldData
    expect(held.total).toBe(0)
    const [year, month, day] = held.receivedOn.split('-').map(Number)
    const due = new Date(Date.UTC(year!, month!, 1))
    const lastDay = new Date(Date.UTC(due.getUTCFullYear(), due.getUTCMonth() + 1, 0)).getUTCDate()
    expect(held.dueOn).toBe(`${due.getUTCFullYear()}-${String(due.getUTCMonth() + 1).padStart(2, '0')}-${String(Math.min(day!, lastDay)).padStart(2, '0')}`)
  })
})

describe('an erasure', () => {
  it('leaves no trace of the address in any table, nor in a backup made afterwards, and keeps the other person', async () => {
    await seedPerson('dan.erase@example.org')
    await seedPerson('eve.erase@example.org')
    expect(Object.keys(await tablesMentioning('dan.erase@example.org')).length).toBeGreaterThan(3)

    const response = await answerOf(handleDataErasure(deskRequest('erase', { email: 'Dan.Erase@Example.ORG' }), admin))
    expect(response.status).toBe(200)
    const report = await response.json()
    expect(report.removed).toEqual({
      complaints: 1,
      notice_deliveries: 1,
      mail_outbox: 1,
      form_submissions: 2,
      form_flashes: 1,
      consent_events: 2,
      subscribers: 1,
      hall_bookings: 1,
      hall_hirers: 1,
    })
    expect(report.kept).toEqual({ suppressed_addresses: { rows: 1, reason: expect.stringContaining('hash') } })

    expect(await tablesMentioning('dan.erase@example.org')).toEqual({})
    expect(Object.keys(await tablesMentioning('eve.erase@example.org')).sort()).toEqual([
      'complaints',
      'form_flashes',
      'form_submissions',
      'hall_hirers',
      'mail_outbox',
      'subscribers',
    ])
    const [suppressed] = await sql()`select reason from suppressed_addresses where email_hash = ${await addressHash('dan.erase@example.org')}`
    expect(suppressed!.reason).toBe('erased')
    const [erasure] = await sql()<
      { removed: Record<string, number>; erased_by: string }[]
    >`select removed, erased_by from personal_data_erasures order by erased_at desc limit 1`
    expect(erasure!.removed.form_submissions).toBe(2)
    expect(erasure!.erased_by).toBe(admin.email)

    const file = path.join(work, 'after-erasure.tar.gz')
    await writeBackupArchive(file, {
      databaseUrl: process.env.DATABASE_URL!,
      store: createFolderStore(path.join(work, 'uploads')),
      site: 'http://localhost:3000',
    })
    let archived = ''
    for await (const entry of archiveEntries({ file }))
      archived += Buffer.from(await readAll(entry.body, 256 * 1024 * 1024, entry.name))
        .toString('utf8')
        .toLowerCase()
    expect(archived).toContain('eve.erase@example.org')
    expect(archived).not.toContain('dan.erase@example.org')
  })

  it('of an address nothing is held about still suppresses it, and records that nothing went', async () => {
    const report = await eraseEverythingAbout('nothing.here@example.org', admin.email)
    expect(report.removed).toEqual({})
    const [suppressed] = await sql()`select reason from suppressed_addresses where email_hash = ${await addressHash('nothing.here@example.org')}`
    expect(suppressed!.reason).toBe('erased')
  })
})

describe('bad input', () => {
  it.each([
    ['an address that is not one', { email: 'not an address' }],
    ['an empty address', { email: '   ' }],
    ['no address', {}],
    ['an address that is not text', { email: 42 }],
    ['a far too long address', { email: `${'a'.repeat(300)}@example.org` }],
  ])('is refused with a 400 naming the field: %s', async (_, body) => {
    for (const [name, handler] of [
      ['search', handleDataSearch],
      ['export', handleDataExport],
      ['erase', handleDataErasure],
    ] as const) {
      const response = await answerOf(handler(deskRequest(name, body), admin))
      expect(response.status).toBe(400)
      const answer = (await response.json()) as { error: string; details: Record<string, string> }
      expect(Object.keys(answer.details)).toEqual(['email'])
    }
  })

  it('is refused with a 400 when the body is not JSON', async () => {
    const response = await answerOf(handleDataErasure(deskRequest('erase', '{"email":'), admin))
    expect(response.status).toBe(400)
  })
})
