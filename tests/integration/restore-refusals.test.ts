import { createHash, randomBytes } from 'node:crypto'
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Readable, Writable } from 'node:stream'
import { gunzipSync, gzipSync } from 'node:zlib'
import postgres from 'postgres'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTarWriter, readTar } from '../../server/backup/tar.ts'
import { writeBackupArchive } from '../../server/backup/write-archive.ts'
import { createFolderStore } from '../../server/storage/object-store.ts'
import { runBackupCommand } from '../helpers/backup-cli.ts'

// Archives crafted as an attacker would, from a real backup of this worker's database, with every
// checksum recomputed: each is restored with `npm run restore` into an empty database and an empty
// data folder, and must be refused before a single row or file is written.
type Entry = { name: string; bytes: Buffer }
type Manifest = {
  database: { tables: { name: string; columns: string[]; rows: number; parts: string[] }[] }
  files: { key: string; size: number }[]
  entries: { name: string; size: number; sha256: string }[]
}

const POLICY_KEY = 'policies/privacy/restore-refusals.pdf'
const CRAFTED_ROLE = `church_crafted_${randomBytes(4).toString('hex')}`
let work: string
let server: postgres.Sql
let source: { entries: Entry[]; manifest: Manifest }
const targets: string[] = []

async function readArchive(file: string): Promise<{ entries: Entry[]; manifest: Manifest }> {
  const entries: Entry[] = []
  for await (const entry of readTar(Readable.from([gunzipSync(await readFile(file))]))) {
    const chunks: Buffer[] = []
    for await (const chunk of entry.body) chunks.push(Buffer.from(chunk))
    entries.push({ name: entry.name, bytes: Buffer.concat(chunks) })
  }
  const manifest = JSON.parse(entries.pop()!.bytes.toString('utf8')) as Manifest
  return { entries, manifest }
}

/** A gzipped tar of the entries and the manifest, whose list of entries and checksums is written anew, as an attacker can. */
async function craft(name: string, edit: (archive: { entries: Entry[]; manifest: Manifest }) => void): Promise<string> {
  const archive = structuredClone(source)
  edit(archive)
  archive.manifest.entries = archive.entries.map(({ name, bytes }) => ({ name, size: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') }))
  const chunks: Buffer[] = []
  const out = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk)
      done()
    },
  })
  const tar = createTarWriter(out)
  for (const entry of archive.entries) await tar.addBytes(entry.name, entry.bytes)
  await tar.addBytes('manifest.json', Buffer.from(JSON.stringify(archive.manifest)))
  await tar.finish()
  const file = path.join(work, `${name}.tar.gz`)
  await writeFile(file, gzipSync(Buffer.concat(chunks)))
  return file
}

/** An empty database on the test server, and an empty data folder for the files. */
async function emptyTarget(): Promise<{ databaseUrl: string; dataDir: string }> {
  const name = `church_restore_${randomBytes(4).toString('hex')}`
  await server.unsafe(`create database ${name}`)
  targets.push(name)
  const url = new URL(process.env.DATABASE_URL!)
  url.pathname = `/${name}`
  return { databaseUrl: url.toString(), dataDir: await mkdtemp(path.join(work, 'data-')) }
}

async function tablesIn(databaseUrl: string): Promise<number> {
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} })
  try {
    const [row] = await sql<{ count: number }[]>`select count(*)::int as count from pg_tables where schemaname = 'public'`
    return row!.count
  } finally {
    await sql.end({ timeout: 1 })
  }
}

async function roles(): Promise<{ count: number; crafted: number }> {
  const [row] = await server<{ count: number; crafted: number }[]>`
    select count(*)::int as count, count(*) filter (where rolname = ${CRAFTED_ROLE})::int as crafted from pg_authid`
  return row!
}

/** Restores `file` into an empty database and data folder: it must be refused with `message`, and change nothing. */
async function expectRefused(file: string, message: string | RegExp) {
  const target = await emptyTarget()
  const rolesBefore = await roles()
  const outcome = await runBackupCommand('restore', [file], { DATABASE_URL: target.databaseUrl, DATA_DIR: target.dataDir })
  expect(outcome.code, outcome.output).toBe(1)
  if (typeof message === 'string') expect(outcome.output).toContain(message)
  else expect(outcome.output).toMatch(message)
  expect(await tablesIn(target.databaseUrl)).toBe(0)
  expect(await roles()).toEqual(rolesBefore)
  expect(await readdir(target.dataDir, { recursive: true })).toEqual([])
}

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'church-restore-refusals-'))
  server = postgres(process.env.DATABASE_URL!, { max: 1, onnotice: () => {} })
  const uploads = createFolderStore(path.join(work, 'uploads'))
  await uploads.put(POLICY_KEY, new TextEncoder().encode('%PDF-1.7\na policy'))
  const file = path.join(work, 'source.tar.gz')
  await writeBackupArchive(file, { databaseUrl: process.env.DATABASE_URL!, store: uploads, site: 'http://localhost:3000' })
  source = await readArchive(file)
})

afterAll(async () => {
  for (const name of targets) await server.unsafe(`drop database if exists ${name} with (force)`)
  await server.unsafe(`drop role if exists ${CRAFTED_ROLE}`)
  await server.end({ timeout: 1 })
  await rm(work, { recursive: true, force: true })
})

describe('a crafted archive is refused before anything is written', () => {
  it('restores the same archive written anew, unchanged: the crafting alone is not what is refused', async () => {
    const target = await emptyTarget()
    const outcome = await runBackupCommand('restore', [await craft('unchanged', () => {})], { DATABASE_URL: target.databaseUrl, DATA_DIR: target.dataDir })
    expect(outcome.code, outcome.output).toBe(0)
    expect(await readdir(path.join(target.dataDir, 'uploads', 'policies', 'privacy'))).toEqual(['restore-refusals.pdf'])
  }, 120_000)

  it('refuses a table outside the site’s own, such as pg_authid, which would add a database superuser', async () => {
    const file = await craft('pg-authid', ({ entries, manifest }) => {
      const columns = [
        'oid',
        'rolname',
        'rolsuper',
        'rolinherit',
        'rolcreaterole',
        'rolcreatedb',
        'rolcanlogin',
        'rolreplication',
        'rolbypassrls',
        'rolconnlimit',
      ]
      const part = 'database/pg_authid.00000.copy'
      manifest.database.tables.unshift({ name: 'pg_authid', columns, rows: 1, parts: [part] })
      entries.unshift({ name: part, bytes: Buffer.from(`${3_900_000_000 + Math.floor(Math.random() * 1000)}\t${CRAFTED_ROLE}\tt\tt\tt\tt\tt\tt\tt\t-1\n`) })
    })
    await expectRefused(file, "Nothing was restored: the backup names the table pg_authid, which is not one of the site's own tables.")
  }, 120_000)

  it('refuses a table of the site with a column it does not have', async () => {
    const file = await craft('extra-column', ({ entries, manifest }) => {
      const tables = manifest.database.tables
      const events = tables.find((table) => table.name === 'events')!
      const at = tables.slice(0, tables.indexOf(events)).flatMap((table) => table.parts).length
      entries.splice(at, events.parts.length, { name: 'database/events.00000.copy', bytes: Buffer.from(`${events.columns.map(() => '\\N').join('\t')}\tt\n`) })
      Object.assign(events, { columns: [...events.columns, 'is_admin'], rows: 1, parts: ['database/events.00000.copy'] })
    })
    await expectRefused(file, /Nothing was restored: the backup gives the table events the columns .*is_admin, and the site's table has /)
  }, 120_000)

  it('refuses a file entry that the manifest does not list as a file', async () => {
    const file = await craft('unlisted-file', ({ entries }) => {
      entries.push({ name: 'files/policies/privacy/unlisted.pdf', bytes: Buffer.from('%PDF-1.7\nnot in the manifest') })
    })
    await expectRefused(file, 'holds files/policies/privacy/unlisted.pdf, which its manifest does not list as a part of a table or a file there')
  }, 120_000)

  it('refuses a file entry larger than any file of the site', async () => {
    const file = await craft('oversized-file', ({ entries, manifest }) => {
      const bytes = Buffer.alloc(64 * 1024 * 1024 + 1)
      manifest.files.push({ key: 'policies/privacy/oversized.pdf', size: bytes.length })
      entries.push({ name: 'files/policies/privacy/oversized.pdf', bytes })
    })
    await expectRefused(file, 'holds files/policies/privacy/oversized.pdf of 67108865 bytes, more than the 67108864 a file of this site can have')
  }, 120_000)
})
