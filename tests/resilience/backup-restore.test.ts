import { createReadStream } from 'node:fs'
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { gunzipSync, gzipSync } from 'node:zlib'
import postgres from 'postgres'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PHOTO_FORMATS, PHOTO_WIDTHS, photoUrl } from '../../app/lib/content/photo-files.ts'
import { PUBLIC_PAGES } from '../../app/lib/site/pages.ts'
import { embeddedDatabaseUrl } from '../../db/embedded.ts'
import { decrypted, type KeyPair, newKeyPair } from '../../server/backup/encryption.ts'
import { runBackupCommand } from '../helpers/backup-cli.ts'
import { comparableHtml, contentApi, firstDifference, publishChange, send, signInNewAdmin } from '../helpers/content-site.ts'
import { postJsonFrom, type SiteOnTestDatabase, startSiteOnTestDatabase } from '../helpers/loopback.ts'
import { type RunningServer, startProductionServer } from '../helpers/server.ts'

// A site with content is backed up while it runs, then restored into an empty data folder of the
// embedded PostgreSQL. With DATABASE_URL on an older major (Debian's 15 in CI) this is also the
// upgrade path to the embedded major: back up, restore into the new one.
const POLICIES = ['safeguarding', 'privacy', 'health_safety'] as const
const TABLES = {
  events: 'id',
  form_submissions: 'id',
  mail_outbox: 'id',
  policy_files: 'policy_type',
  photos: 'id',
  admins: 'id',
  content_documents: 'key',
  content_versions: 'key, version',
  email_configurations: 'id',
} as const

let work: string
let uploads: string
let source: SiteOnTestDatabase
let admin: { email: string; cookie: string }
let archive: string
let restoredDir: string
let restored: RunningServer | undefined
/** The source site's database and uploads, as the backup command is given them, and the key its backups are encrypted to. */
let sourceEnv: Record<string, string>
let key: KeyPair
const pagesBefore = new Map<string, string>()

function pdf(seed: number, size = 20_000): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size).map((_, index) => (index * 31 + seed * 7) % 251)
  bytes.set(new TextEncoder().encode('%PDF-1.7\n'))
  return bytes
}

async function uploadPolicy(type: string, seed: number) {
  const response = await fetch(`${source.server.url}/api/policy-files/upload`, {
    method: 'POST',
    headers: { Origin: source.server.url, Cookie: admin.cookie, 'Content-Type': 'application/pdf', 'X-Policy-Type': type, 'X-File-Name': `${type}.pdf` },
    body: pdf(seed),
  })
  expect(response.status, await response.text()).toBe(201)
}

async function uploadPhoto() {
  const jpeg = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#4a8' } })
    .jpeg()
    .toBuffer()
  const response = await fetch(`${source.server.url}/api/admin/photos`, {
    method: 'POST',
    headers: { Origin: source.server.url, Cookie: admin.cookie, 'Content-Type': 'image/jpeg' },
    body: new Uint8Array(jpeg),
  })
  expect(response.status, await response.text()).toBe(201)
}

async function seedContent() {
  admin = await signInNewAdmin(source.server, source.sql)
  for (const [index, type] of POLICIES.entries()) await uploadPolicy(type, index)
  await uploadPolicy('privacy', 9) // replaced: the first file is gone, the second current
  await uploadPhoto()
  await source.sql`
    insert into events (title, description, event_date)
    select 'Coffee morning ' || n, 'In the hall, with cake. Week ' || n, current_date + n * 7 from generate_series(1, 6) n`
  for (let n = 0; n < 3; n++) {
    const sent = await postJsonFrom(source.server, '/api/contact', { name: `Visitor ${n}`, email: `visitor${n}@example.org`, message: `Hello number ${n} ✝ é` })
    expect(sent.status, sent.body).toBe(201)
  }
  await source.sql`
    insert into form_submissions (form_type, fields, created_at)
    select 'stay_in_touch', jsonb_build_object('name', 'Friend ' || n, 'email', 'friend' || n || '@example.org', 'note', e'two\nlines\tand a tab'), now() - n * interval '1 hour'
    from generate_series(1, 40) n`
  const api = contentApi(source.server, admin.cookie)
  await publishChange<{ tagline: string }>(api, 'church', (church) => ({ ...church, tagline: 'Restored from a backup, word for word.' }))
}

async function rowsOf(sql: postgres.Sql) {
  const rows: Record<string, unknown[]> = {}
  // Account e-mails not yet sent are left out of a backup: the outbox is compared by its form e-mails.
  for (const [table, order] of Object.entries(TABLES)) {
    rows[table] = await sql.unsafe(`select * from ${table}${table === 'mail_outbox' ? ' where form_type is not null' : ''} order by ${order}`)
  }
  return rows
}

async function filesOf(server: RunningServer) {
  const files: Record<string, string> = {}
  for (const type of POLICIES) {
    const response = await fetch(`${server.url}/api/policy-files/${type}/download`)
    expect(response.status, type).toBe(200)
    files[type] = Buffer.from(await response.arrayBuffer()).toString('base64')
  }
  return files
}

async function pageText(server: RunningServer, page: string) {
  const response = await send(server, 'GET', page)
  expect(response.status, page).toBe(200)
  return comparableHtml(response.text, server.url)
}

async function decryptedBytes(file: string): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of await decrypted(file, createReadStream(file), key.identity)) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}

/** A copy of the archive, decrypted, with one byte changed inside the named entry's data, gzipped again. */
async function tampered(file: string, entryPrefix: string): Promise<string> {
  const tar = gunzipSync(await decryptedBytes(file))
  for (let offset = 0; offset + 512 <= tar.length; ) {
    const name = tar.toString('utf8', offset, offset + 100).replace(/\0.*$/s, '')
    const prefix = tar.toString('utf8', offset + 345, offset + 500).replace(/\0.*$/s, '')
    const size = Number.parseInt(tar.toString('utf8', offset + 124, offset + 135), 8)
    if ((prefix ? `${prefix}/${name}` : name).startsWith(entryPrefix)) {
      tar.writeUInt8(tar.readUInt8(offset + 612) ^ 0xff, offset + 612)
      const copy = path.join(work, 'tampered.tar.gz')
      await writeFile(copy, gzipSync(tar))
      return copy
    }
    offset += 512 + Math.ceil(size / 512) * 512
  }
  throw new Error(`No entry ${entryPrefix} in ${file}`)
}

beforeAll(async () => {
  key = await newKeyPair()
  work = await mkdtemp(path.join(tmpdir(), 'church-backup-'))
  uploads = await mkdtemp(path.join(tmpdir(), 'church-backup-uploads-'))
  source = await startSiteOnTestDatabase('backup', process.env.DATABASE_URL ? { DATA_DIR: uploads } : {})
  sourceEnv = {
    BACKUP_RECIPIENT: key.recipient,
    ...(process.env.DATABASE_URL
      ? { DATABASE_URL: source.databaseUrl, DATA_DIR: uploads }
      : { DATABASE_URL: '', DATA_DIR: path.dirname((await source.sql<{ dir: string }[]>`select current_setting('data_directory') as dir`)[0]!.dir) }),
  }
  await seedContent()
  for (const { path: page } of PUBLIC_PAGES) pagesBefore.set(page, await pageText(source.server, page))
})

afterAll(async () => {
  await restored?.stop()
  await source?.stop()
  await rm(work, { recursive: true, force: true })
  await rm(uploads, { recursive: true, force: true })
  if (restoredDir) await rm(restoredDir, { recursive: true, force: true })
})

describe('a backup, a wipe and a restore', () => {
  it('backs up the running site into one archive with a manifest', async () => {
    archive = path.join(work, 'site.tar.gz.age')
    const started = performance.now()
    const outcome = await runBackupCommand('backup', ['--out', archive], sourceEnv)
    console.log(`backup of the test site: ${(performance.now() - started).toFixed(0)} ms, ${(await readFile(archive)).length} bytes`)
    expect(outcome.code, outcome.output).toBe(0)
    expect(outcome.output).toMatch(/Backed up \d+ rows and \d+ files to /)
  })

  it('restores into an empty data folder: every page, message, event, policy file, photo and admin is the same', async () => {
    restoredDir = await mkdtemp(path.join(tmpdir(), 'church-restored-'))
    const started = performance.now()
    const outcome = await runBackupCommand('restore', [archive], { DATABASE_URL: '', DATA_DIR: restoredDir, BACKUP_IDENTITY: key.identity })
    console.log(`restore into an empty embedded data folder: ${(performance.now() - started).toFixed(0)} ms`)
    expect(outcome.code, outcome.output).toBe(0)
    expect(outcome.output).toMatch(/every checksum matches/)

    restored = await startProductionServer({ DATABASE_URL: '', DATA_DIR: restoredDir })
    const restoredSql = postgres((await embeddedDatabaseUrl(restoredDir))!, { max: 1, onnotice: () => {} })
    try {
      expect(await rowsOf(restoredSql)).toEqual(await rowsOf(source.sql))
      const [{ count }] = (await restoredSql<{ count: number }[]>`select count(*)::int as count from form_submissions`) as unknown as [{ count: number }]
      expect(count).toBe(43)
    } finally {
      await restoredSql.end({ timeout: 1 })
    }
    expect(await filesOf(restored)).toEqual(await filesOf(source.server))
    const [photo] = await source.sql<{ id: string }[]>`select id from photos`
    const photoPath = photoUrl(photo!.id, PHOTO_WIDTHS[0], PHOTO_FORMATS[0])
    const [before, after] = await Promise.all([fetch(`${source.server.url}${photoPath}`), fetch(`${restored.url}${photoPath}`)])
    expect(after.status).toBe(200)
    expect(Buffer.from(await after.arrayBuffer()).equals(Buffer.from(await before.arrayBuffer()))).toBe(true)
    for (const { path: page } of PUBLIC_PAGES) expect(firstDifference(await pageText(restored, page), pagesBefore.get(page)!), page).toBeNull()
    expect(pagesBefore.get('/')).toContain('Restored from a backup, word for word.')

    const password = 'correct horse battery staple'
    const signIn = await send(restored, 'POST', '/api/admin/login', { body: { email: admin.email, password } })
    expect(signIn.status, signIn.text).toBe(200)
  })

  it('refuses to restore over a data folder or a database that holds data, and changes nothing', async () => {
    const overFolder = await runBackupCommand('restore', [archive], { DATABASE_URL: '', DATA_DIR: restoredDir, BACKUP_IDENTITY: key.identity })
    expect(overFolder.code).toBe(1)
    expect(overFolder.output).toContain(`Nothing was restored. ${restoredDir} already holds a database.`)
    const overDatabase = await runBackupCommand('restore', [archive], { DATABASE_URL: source.databaseUrl, DATA_DIR: work, BACKUP_IDENTITY: key.identity })
    expect(overDatabase.code).toBe(1)
    expect(overDatabase.output).toMatch(/Nothing was restored\. The database DATABASE_URL names already holds \d+ tables/)
    const [{ count }] = (await source.sql<{ count: number }[]>`select count(*)::int as count from form_submissions`) as unknown as [{ count: number }]
    expect(count).toBe(43)

    const foreignFiles = await mkdtemp(path.join(tmpdir(), 'church-foreign-files-'))
    try {
      await mkdir(path.join(foreignFiles, 'uploads', 'policies', 'privacy'), { recursive: true })
      await writeFile(path.join(foreignFiles, 'uploads', 'policies', 'privacy', 'someone-elses.pdf'), pdf(3))
      const overFiles = await runBackupCommand('restore', [archive], { DATABASE_URL: '', DATA_DIR: foreignFiles, BACKUP_IDENTITY: key.identity })
      expect(overFiles.code).toBe(1)
      expect(overFiles.output).toContain("already holds 1 files that are not this backup's (such as policies/privacy/someone-elses.pdf)")
      expect(await readdir(foreignFiles)).toEqual(['uploads'])
    } finally {
      await rm(foreignFiles, { recursive: true, force: true })
    }
  })

  it('refuses a corrupted archive by its checksum, and an incomplete one, before touching anything', async () => {
    const empty = await mkdtemp(path.join(tmpdir(), 'church-never-restored-'))
    try {
      const corrupted = await runBackupCommand('restore', [await tampered(archive, 'files/policies/')], { DATABASE_URL: '', DATA_DIR: empty })
      expect(corrupted.code).toBe(1)
      expect(corrupted.output).toMatch(/is damaged: files\/policies\/\S+ does not match its SHA-256 checksum in the manifest/)

      const whole = await readFile(archive)
      const cut = path.join(work, 'cut.tar.gz')
      await writeFile(cut, whole.subarray(0, Math.floor(whole.length / 2)))
      const incomplete = await runBackupCommand('restore', [cut], { DATABASE_URL: '', DATA_DIR: empty, BACKUP_IDENTITY: key.identity })
      expect(incomplete.code).toBe(1)
      expect(incomplete.output).toMatch(/damaged or incomplete/)
      expect(await readdir(empty)).toEqual([])
    } finally {
      await rm(empty, { recursive: true, force: true })
    }
  })

  it('keeps a backup made without --out where the server keeps its own, and the dashboard offers it for download', async () => {
    const outcome = await runBackupCommand('backup', [], sourceEnv)
    expect(outcome.code, outcome.output).toBe(0)
    const status = await send(source.server, 'GET', '/api/admin/backups', { cookie: admin.cookie })
    expect(status.status, status.text).toBe(200)
    const { lastSuccess } = JSON.parse(status.text) as { lastSuccess: { fileName: string; bytes: number } | null }
    expect(lastSuccess?.fileName).toMatch(/^backup-.*\.tar\.gz\.age$/)
    const download = await fetch(`${source.server.url}/api/admin/backups/latest`, { headers: { Cookie: admin.cookie } })
    expect(download.status).toBe(200)
    expect(download.headers.get('Content-Disposition')).toContain(lastSuccess!.fileName)
    expect((await download.arrayBuffer()).byteLength).toBe(lastSuccess!.bytes)
  })
})
