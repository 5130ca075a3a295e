// Backup and restore times for a site with 10,000 messages and 50 policy files:
//   npm run bench:backup
// Two throwaway databases (on DATABASE_URL's server, or embedded ones) are created and migrated;
// the first is filled with 10,000 contact messages, each with its notification e-mail, and a
// folder store with 50 policy PDFs of 300 KB; it is backed up, and the archive restored into the second.
import { randomBytes, randomUUID } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import process from 'node:process'
import postgres from 'postgres'
import { newKeyPair } from '../server/backup/encryption.ts'
import { verifyArchive } from '../server/backup/read-archive.ts'
import { restoreArchive } from '../server/backup/restore-archive.ts'
import { writeBackupArchive } from '../server/backup/write-archive.ts'
import { createFolderStore } from '../server/storage/object-store.ts'
import { createTestDatabase } from '../tests/helpers/database.ts'

const MESSAGES = 10_000
const POLICY_FILES = 50
const POLICY_FILE_BYTES = 300 * 1024

async function seedMessages(url: string) {
  const sql = postgres(url, { max: 1, onnotice: () => {} })
  await sql`
    with submissions as (
      insert into form_submissions (form_type, fields, created_at)
      select 'contact', jsonb_build_object('name', 'Visitor ' || n, 'email', 'visitor' || n || '@example.org',
        'message', repeat('A message about the hall, the services and the grotto. ', 12)), now() - n * interval '1 minute'
      from generate_series(1, ${MESSAGES}) n
      returning id
    )
    insert into mail_outbox (submission_id, form_type, recipient_email, reply_to, subject, html, text, status)
    select id, 'contact', 'office@example.org', 'visitor@example.org', 'New contact message',
      repeat('<p>A message about the hall.</p>', 40), repeat('A message about the hall. ', 40), 'sent'
    from submissions`
  await sql.end()
}

async function seedPolicyFiles(folder: string) {
  const store = createFolderStore(folder)
  const types = ['safeguarding', 'privacy', 'health_safety', 'constitution', 'gift_aid']
  for (let n = 0; n < POLICY_FILES; n++) {
    const bytes = new Uint8Array(randomBytes(POLICY_FILE_BYTES))
    bytes.set(new TextEncoder().encode('%PDF-1.7\n'))
    await store.put(`policies/${types[n % types.length]}/${randomUUID()}.pdf`, bytes)
  }
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`

const source = await createTestDatabase('bench_backup_from')
const target = await createTestDatabase('bench_backup_into')
const work = await mkdtemp(path.join(tmpdir(), 'church-bench-backup-'))
try {
  await seedMessages(source.url)
  await seedPolicyFiles(path.join(work, 'uploads-from'))
  console.log(`Seeded ${MESSAGES.toLocaleString('en-GB')} messages with their e-mails and ${POLICY_FILES} policy files of ${POLICY_FILE_BYTES / 1024} KB`)

  const file = path.join(work, 'bench.tar.gz.age')
  const { identity, recipient } = await newKeyPair()
  let started = performance.now()
  const store = createFolderStore(path.join(work, 'uploads-from'))
  const archive = await writeBackupArchive(file, { databaseUrl: source.url, store, site: 'bench', recipient })
  const backupMs = performance.now() - started
  console.log(`backup:  ${seconds(backupMs)}, archive ${(archive.bytes / 1024 / 1024).toFixed(1)} MB`)

  started = performance.now()
  const manifest = await verifyArchive({ file, identity })
  const verifyMs = performance.now() - started
  // The target was migrated by createTestDatabase: empty it, as a restore needs, keeping the database.
  const sql = postgres(target.url, { max: 1, onnotice: () => {} })
  await sql`drop schema public cascade`
  await sql`create schema public`
  await sql.end()
  started = performance.now()
  const outcome = await restoreArchive({ file, identity }, manifest, { databaseUrl: target.url, store: createFolderStore(path.join(work, 'uploads-into')) })
  const restoreMs = performance.now() - started
  console.log(
    `restore: ${seconds(verifyMs + restoreMs)} (checksums ${seconds(verifyMs)}, rows and files ${seconds(restoreMs)}): ${outcome.rows} rows, ${outcome.files} files`,
  )
} finally {
  await source.drop()
  await target.drop()
  await rm(work, { recursive: true, force: true })
}
process.exit(0)
