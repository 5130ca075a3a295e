import type { Writable } from 'node:stream'
import postgres from 'postgres'
import { CLEARED_BODY } from '../mail/outbox.ts'
import { type DatabaseContents, partName } from './manifest.ts'
import type { createTarWriter, WrittenEntry } from './tar.ts'

type Sql = postgres.Sql | postgres.TransactionSql
type TarWriter = ReturnType<typeof createTarWriter>

/** A table's rows are archived in parts of about this size, so a part is held in memory, never a table. */
const PART_BYTES = 4 * 1024 * 1024
const NEWLINE = 0x0a

/**
 * Tables left out of backups, and not loaded from an older backup that holds them: rows the
 * site makes again by itself (thumbnails of the church's videos, fetched again on first view),
 * and what must not outlive the site, as it would let someone in: sessions, the e-mailed
 * single-use links, sign-ins waiting for their second step, and passkey challenges.
 */
export const LEFT_OUT_TABLES: ReadonlySet<string> = new Set([
  'sermon_thumbnails',
  'admin_sessions',
  'admin_links',
  'admin_pending_sign_ins',
  'webauthn_challenges',
])

/** The migrations' own record of what has been applied: a restore writes it by applying them. */
export const MIGRATIONS_TABLE = 'schema_migrations'

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`

/**
 * What COPY reads of a table: every row, but the outbox without unsent account e-mails (their
 * bodies may hold a live link) and with the bodies of sent ones cleared. COPY takes no parameters, so it is written out; the names
 * come from the catalog, the one literal is ours.
 */
function copySource(table: string, columns: string[]): string {
  if (table !== 'mail_outbox') return `${quoted(table)} (${columns.map(quoted).join(', ')})`
  const values = columns.map((column) =>
    column === 'html' || column === 'text' ? `case when form_type is null then '${CLEARED_BODY}' else ${quoted(column)} end` : quoted(column),
  )
  return `(select ${values.join(', ')} from mail_outbox where form_type is not null or status in ('sent', 'failed'))`
}

type TableName = { name: string }

async function tablesInLoadOrder(tx: Sql): Promise<string[]> {
  const tables = (
    await tx<TableName[]>`
    select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind = 'r' order by c.relname`
  ).map((row) => row.name)
  const references = await tx<{ child: string; parent: string }[]>`
    select child.relname as child, parent.relname as parent
    from pg_constraint c
    join pg_class child on child.oid = c.conrelid
    join pg_class parent on parent.oid = c.confrelid
    join pg_namespace n on n.oid = child.relnamespace
    where c.contype = 'f' and n.nspname = 'public' and c.conrelid <> c.confrelid`
  const ordered: string[] = []
  const placed = new Set<string>()
  const place = (table: string, path: Set<string>) => {
    if (placed.has(table) || path.has(table)) return
    path.add(table)
    for (const { parent } of references.filter((reference) => reference.child === table)) place(parent, path)
    placed.add(table)
    ordered.push(table)
  }
  for (const table of tables) place(table, new Set())
  return ordered
}

export async function columnsOf(tx: Sql, table: string): Promise<string[]> {
  const rows = await tx<{ name: string }[]>`
    select a.attname as name from pg_attribute a
    where a.attrelid = ${`public.${table}`}::regclass and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
    order by a.attnum`
  return rows.map((row) => row.name)
}

function countRows(chunks: Uint8Array[]): number {
  let rows = 0
  for (const chunk of chunks) for (const byte of chunk) if (byte === NEWLINE) rows++
  return rows
}

/**
 * One table's rows in COPY's text format, in parts of about PART_BYTES, read on a connection of
 * its own that joins the backup's snapshot and is then closed. postgres.js can leave a
 * connection's socket paused after a COPY stream ends (porsager/postgres#499), so a
 * connection never runs anything after its COPY.
 */
async function archiveTable(databaseUrl: string, snapshot: string, tar: TarWriter, table: string, columns: string[], entries: WrittenEntry[]) {
  const reader = postgres(databaseUrl, { max: 1, onnotice: () => {}, connection: { application_name: 'church-website backup' } })
  try {
    await reader.unsafe('begin isolation level repeatable read read only')
    await reader.unsafe(`set transaction snapshot '${snapshot}'`)
    const stream = await reader.unsafe(`copy ${copySource(table, columns)} to stdout`).readable()
    const parts: string[] = []
    let rows = 0
    let chunks: Uint8Array[] = []
    let bytes = 0
    const flush = async () => {
      const name = partName(table, parts.length)
      rows += countRows(chunks)
      entries.push(await tar.add(name, bytes, chunks))
      parts.push(name)
      chunks = []
      bytes = 0
    }
    for await (const chunk of stream as AsyncIterable<Uint8Array>) {
      chunks.push(chunk)
      bytes += chunk.length
      if (bytes >= PART_BYTES) await flush()
    }
    if (bytes > 0) await flush()
    return { name: table, columns, rows, parts }
  } finally {
    await reader.end({ timeout: 0 })
  }
}

/**
 * Every row of every table of the site, as one snapshot: a read-only repeatable-read
 * transaction sees the database as it was when it began, whatever is written meanwhile, and
 * each table is read in that same snapshot.
 */
export async function archiveDatabase(databaseUrl: string, tar: TarWriter, entries: WrittenEntry[]) {
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {}, connection: { application_name: 'church-website backup' } })
  try {
    return await sql.begin('isolation level repeatable read read only', async (tx) => {
      await tx`set local statement_timeout = 0`
      await tx`set local idle_in_transaction_session_timeout = 0`
      const [exported] = await tx<{ snapshot: string }[]>`select pg_export_snapshot() as snapshot`
      const snapshot = exported!.snapshot
      if (!/^[0-9A-F-]+$/.test(snapshot)) throw new Error(`Unexpected snapshot id ${snapshot}`)
      const [version] = await tx<{ server_version: string }[]>`show server_version`
      const postgresVersion = version?.server_version ?? 'unknown'
      const migrations = (await tx<{ name: string }[]>`select name from schema_migrations order by name`).map((row) => row.name)
      const tables: DatabaseContents['tables'] = []
      for (const table of await tablesInLoadOrder(tx)) {
        if (table === MIGRATIONS_TABLE || LEFT_OUT_TABLES.has(table)) continue
        tables.push(await archiveTable(databaseUrl, snapshot, tar, table, await columnsOf(tx, table), entries))
      }
      const sequences = await tx<{ name: string; lastValue: string | null }[]>`
        select sequencename as name, last_value::text as "lastValue" from pg_sequences where schemaname = 'public' order by sequencename`
      return { postgresVersion, migrations, database: { tables, sequences: [...sequences] } }
    })
  } finally {
    await sql.end({ timeout: 2 })
  }
}

/** Waits for a Node stream to finish, or fails with its error. */
function finished(stream: Writable): Promise<void> {
  return new Promise((resolve, reject) => {
    stream.once('finish', resolve)
    stream.once('error', reject)
  })
}

async function writeAll(stream: Writable, chunks: AsyncIterable<Uint8Array>) {
  for await (const chunk of chunks) {
    if (!stream.write(chunk)) await new Promise((resolve) => stream.once('drain', resolve))
  }
}

/**
 * Loads archived rows into a freshly migrated database, in one transaction that the caller
 * commits (the tables checked by the caller against the schema): the migrations' own first rows are removed, triggers are off while rows go in (the
 * archive already holds what they would have written), and sequences continue where they were.
 */
export function databaseLoader(tx: postgres.TransactionSql, contents: DatabaseContents) {
  const tableOfPart = new Map(contents.tables.flatMap((table) => table.parts.map((part) => [part, table] as const)))
  let open: { table: string; stream: Writable; done: Promise<void> } | undefined

  const close = async () => {
    if (!open) return
    open.stream.end()
    await open.done
    open = undefined
  }

  return {
    async begin() {
      await tx`set local statement_timeout = 0`
      const tables = (await tx<TableName[]>`select tablename as name from pg_tables where schemaname = 'public' and tablename <> ${MIGRATIONS_TABLE}`).map(
        (row) => row.name,
      )
      for (const table of tables) await tx`alter table ${tx(table)} disable trigger user`
      if (tables.length > 0) await tx.unsafe(`truncate ${tables.map((table) => `public."${table}"`).join(', ')}`)
    },
    isPart: (name: string) => tableOfPart.has(name),
    async load(name: string, body: AsyncIterable<Uint8Array>) {
      const table = tableOfPart.get(name)!
      if (LEFT_OUT_TABLES.has(table.name)) return // held by a backup made before the table was left out: its rows are not kept
      if (open?.table !== table.name) {
        await close()
        const stream = await tx`copy ${tx(table.name)} (${tx(table.columns)}) from stdin`.writable()
        open = { table: table.name, stream, done: finished(stream) }
      }
      await writeAll(open.stream, body)
    },
    async end() {
      await close()
      for (const { name, lastValue } of contents.sequences) {
        if (lastValue === null) await tx`select setval(${`public.${name}`}::regclass, 1, false)`
        else await tx`select setval(${`public.${name}`}::regclass, ${lastValue}::bigint, true)`
      }
      const tables = await tx<TableName[]>`select tablename as name from pg_tables where schemaname = 'public' and tablename <> ${MIGRATIONS_TABLE}`
      for (const { name } of tables) await tx`alter table ${tx(name)} enable trigger user`
    },
  }
}
