import { describe, expect, it } from 'vitest'
import { sql } from '../../db/client.ts'
import { PERSONAL_DATA_TABLES } from '../../server/rights/personal-data-register.ts'

/**
 * Column names that may hold something about a person: an address, a name, a phone number, what a
 * form sent, who did something. A JSON column may hold anything, so every one counts too.
 */
const PERSONAL_COLUMN = /mail|name|phone|mobile|address|postcode|birth|account|^actor|recipient|reply_to|_by$|fields|outcome|detail|message|note|browser|ip$/

/** Tables with such a column that hold nothing about a person, and why. */
const NOT_PERSONAL: Record<string, string> = {
  page_visit_days: 'page_name names a page of the site; visits are counted, never tied to a person',
  policy_files: 'file_name names a policy PDF the church published',
  backup_runs: 'file_name names a backup archive',
  admin_passkeys: 'name is the label of a passkey; the passkey belongs to an administrator, removed in Administrators',
  admin_sign_in_trust: 'account is a keyed hash of an address or a device token, never the address',
  install_secrets: 'name names one of the install’s keys',
  schema_migrations: 'name names a migration',
  sermon_feed_cache: 'feed is the church’s public video feed',
  event_series: 'recurrence says when an activity repeats',
  personal_data_erasures: 'removed and kept count rows per table; the erased address is never written here',
  rooms: 'name names a room of the church hall',
  giving_settings: 'accounting_period_ends is the last day of the church’s accounting period',
}

async function columnsThatMayBePersonal(): Promise<Map<string, string[]>> {
  const columns = await sql()<{ table_name: string; column_name: string; data_type: string }[]>`
    select c.table_name, c.column_name, c.data_type from information_schema.columns c
    join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name and t.table_type = 'BASE TABLE'
    where c.table_schema = 'public' order by c.table_name, c.ordinal_position`
  const byTable = new Map<string, string[]>()
  for (const { table_name, column_name, data_type } of columns) {
    if (!PERSONAL_COLUMN.test(column_name) && data_type !== 'jsonb' && data_type !== 'json') continue
    byTable.set(table_name, [...(byTable.get(table_name) ?? []), column_name])
  }
  return byTable
}

describe('the register of personal data', () => {
  it('names every table with a column that may hold personal data, or says why it holds none', async () => {
    const registered = new Set(PERSONAL_DATA_TABLES.map((entry) => entry.table))
    const unregistered = [...(await columnsThatMayBePersonal())]
      .filter(([table]) => !registered.has(table) && !(table in NOT_PERSONAL))
      .map(([table, columns]) => `${table} (${columns.join(', ')})`)
    expect(unregistered, 'register these in server/rights/personal-data-register.ts, or add them to NOT_PERSONAL with the reason').toEqual([])
  })

  it('catches a new table that holds an address', async () => {
    await sql()`create table newsletter_guests (id int primary key, guest_email text)`
    try {
      expect([...(await columnsThatMayBePersonal()).keys()]).toContain('newsletter_guests')
    } finally {
      await sql()`drop table newsletter_guests`
    }
  })

  it('names only tables that exist, each once', async () => {
    const tables = (await sql()<{ table_name: string }[]>`select table_name from information_schema.tables where table_schema = 'public'`).map(
      (row) => row.table_name,
    )
    const names = PERSONAL_DATA_TABLES.map((entry) => entry.table)
    expect(names.filter((name) => !tables.includes(name))).toEqual([])
    expect(new Set(names).size).toBe(names.length)
  })

  it('says of each table how it is erased or why it is kept, and how long it is kept', () => {
    for (const entry of PERSONAL_DATA_TABLES) {
      expect(Boolean(entry.erase) !== Boolean(entry.keep), `${entry.table}: erase or keep, not both`).toBe(true)
      expect(entry.retention().length, entry.table).toBeGreaterThan(10)
      expect(entry.holds.length, entry.table).toBeGreaterThan(10)
    }
  })

  it('lists no table as holding nothing personal that it also registers', () => {
    const registered = PERSONAL_DATA_TABLES.map((entry) => entry.table)
    expect(registered.filter((table) => table in NOT_PERSONAL)).toEqual([])
  })
})
