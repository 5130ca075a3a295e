import { execFileSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { promises as fs } from 'node:fs'
import { chmod, mkdir, mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import postgres from 'postgres'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { hashPassword } from '../../server/auth/password.ts'
import { createSession } from '../../server/auth/session.ts'
import { DISK_FULL_MESSAGE } from '../../server/disk/disk-full.ts'
import { createTestDatabase, type TestDatabase } from '../helpers/database.ts'
import { type RunningServer, startProductionServer } from '../helpers/server.ts'

// A full disk under writes. As root (here and in CI) the uploads folder is a 4 MB tmpfs and the
// tables the event and contact forms write to sit in a tablespace on a second one: both are filled
// to the last byte, so the built server meets real ENOSPC from the operating system and real
// disk_full from PostgreSQL. Where mounting is refused (or DISK_FULL_TEST=injected), the same
// upload runs in this process with ENOSPC injected halfway through the file's write.
const TMPFS_BYTES = 4 * 1024 * 1024
const FILLER = 'filler.bin'
const READY_AGAIN_MS = 10_000

let database: TestDatabase
let sql: postgres.Sql
let workDir = ''
let dataDir = ''
let uploads = ''
let tablespaceDir = ''
let tablespace = ''
const mounted: string[] = []

function tryMount(folder: string, options: string): boolean {
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${TMPFS_BYTES},${options}`, 'tmpfs', folder], { stdio: 'pipe' })
    mounted.push(folder)
    return true
  } catch (error) {
    console.log(`Mounting a tmpfs on ${folder} was refused: ${(error as Error).message.split('\n')[0]}`)
    return false
  }
}

/** Writes into `folder` until the file system says ENOSPC; the filler is removed to free the space again. */
async function fill(folder: string): Promise<number> {
  const handle = await fs.open(path.join(folder, FILLER), 'w')
  let written = 0
  try {
    for (const size of [256 * 1024, 4096, 512]) {
      for (;;) {
        try {
          written += (await handle.write(new Uint8Array(size))).bytesWritten
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error
          break
        }
      }
    }
  } finally {
    await handle.close()
  }
  return written
}

/** Every file under a folder, as paths relative to it. */
async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true })
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)))
    .sort()
}

function pdfBytes(size: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size).fill(0x20)
  bytes.set(new TextEncoder().encode('%PDF-1.7\n'))
  return bytes
}

/** Mounting needs root; DISK_FULL_TEST=injected tries the other path where root is at hand. */
const useMount = process.env.DISK_FULL_TEST !== 'injected' && process.getuid?.() === 0

beforeAll(async () => {
  database = await createTestDatabase('disk_full')
  sql = postgres(database.url, { max: 1, onnotice: () => {} })
  workDir = await mkdtemp(path.join(tmpdir(), 'church-disk-full-'))
  // PostgreSQL's own user must reach the tablespace inside it.
  await chmod(workDir, 0o755)
  dataDir = database.dataDir ?? path.join(workDir, 'data')
  uploads = path.join(dataDir, 'uploads')
  tablespaceDir = path.join(workDir, 'tablespace')
  await mkdir(uploads, { recursive: true })
  await mkdir(tablespaceDir)
})

afterAll(async () => {
  if (tablespace) {
    await sql`alter table events set tablespace pg_default`
    await sql`alter table form_submissions set tablespace pg_default`
    await sql.unsafe(`drop tablespace if exists ${tablespace}`)
  }
  await sql?.end({ timeout: 2 })
  // Lazily: PostgreSQL's background processes may still hold a removed file of the tablespace open.
  for (const folder of mounted.reverse()) execFileSync('umount', ['--lazy', folder])
  await database?.drop()
  await rm(workDir, { recursive: true, force: true })
})

describe('a full disk', () => {
  it('answers 503 to uploads and saves, leaves no partial file, shows in /readyz, and recovers when space is freed', async () => {
    if (await mountSmallDisks()) await onSmallDisks()
    else await withInjectedEnospc()
  })
})

/** Two 4 MB tmpfs file systems, for the uploads folder and a tablespace; false when mounting is refused (or not wanted). */
async function mountSmallDisks(): Promise<boolean> {
  if (!useMount) return false
  const postgresUser = execFileSync('id', ['-u', 'postgres']).toString().trim()
  return tryMount(uploads, 'mode=0755') && tryMount(tablespaceDir, `mode=0700,uid=${postgresUser}`)
}

async function onSmallDisks() {
  console.log('disk-full: the mounted path runs (uploads and a tablespace on 4 MB tmpfs file systems)')

  // The event and contact tables move to the small disk, empty, so their next insert must extend a file.
  const name = `church_disk_full_${randomBytes(4).toString('hex')}`
  await sql.unsafe(`create tablespace ${name} location '${tablespaceDir}'`)
  tablespace = name
  await sql.unsafe(`alter table events set tablespace ${name}`)
  await sql.unsafe(`alter table form_submissions set tablespace ${name}`)
  await sql`truncate events, form_submissions cascade`

  const server: RunningServer = await startProductionServer({
    ...(database.dataDir ? { DATABASE_URL: '' } : { DATABASE_URL: database.url }),
    DATA_DIR: dataDir,
    DISK_MIN_FREE_MB: '1',
  })
  try {
    const [admin] = await sql<{ id: string; email: string }[]>`
        insert into admins (email, password_hash) values ('disk@example.org', ${await hashPassword('correct horse battery staple')}) returning id, email`
    const { token } = await createSession({ id: admin!.id, email: admin!.email } as Parameters<typeof createSession>[0], sql)
    const headers = { Origin: server.url, Cookie: `admin_session=${token}` }
    const uploadPolicy = () =>
      fetch(`${server.url}/api/policy-files/upload`, {
        method: 'POST',
        headers: { ...headers, 'Content-Type': 'application/pdf', 'X-Policy-Type': 'privacy', 'X-File-Name': 'privacy.pdf' },
        body: pdfBytes(600 * 1024),
      })
    const saveEvent = () =>
      fetch(`${server.url}/api/events`, {
        method: 'POST',
        headers: { ...headers, 'Content-Type': 'application/json' },
        body: JSON.stringify({ title: 'Harvest supper', description: 'Bring a dish to share.', event_date: '2030-10-05' }),
      })
    const sendContact = () =>
      fetch(`${server.url}/api/contact`, {
        method: 'POST',
        headers: { Origin: server.url, 'Content-Type': 'application/json' },
        body: JSON.stringify({ name: 'Disk Test', email: 'disk@example.org', message: 'Is there room?', website: '' }),
      })
    const photo = new Uint8Array(
      await sharp({ create: { width: 900, height: 600, channels: 3, background: '#48a' } })
        .jpeg()
        .toBuffer(),
    )
    const uploadPhoto = () => fetch(`${server.url}/api/admin/photos`, { method: 'POST', headers: { ...headers, 'Content-Type': 'image/jpeg' }, body: photo })
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200)

    const filled = [await fill(uploads), await fill(tablespaceDir)]
    console.log(`disk-full: filled ${filled.map((bytes) => `${(bytes / 1024).toFixed(0)} KB`).join(' and ')}`)

    const ready = await fetch(`${server.url}/readyz`)
    const readyBody = (await ready.json()) as { error: string }
    console.log(`disk-full: /readyz ${ready.status} ${readyBody.error}`)
    expect(ready.status).toBe(503)
    expect(readyBody.error).toMatch(/uploads is nearly full: 0\.\d MB free/)
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200)

    for (const [what, send] of [
      ['policy upload', uploadPolicy],
      ['photo upload', uploadPhoto],
      ['event save', saveEvent],
    ] as const) {
      const answer = await send()
      const body = (await answer.json()) as { error: string }
      console.log(`disk-full: ${what} on the full disk: ${answer.status} ${body.error}`)
      expect([what, answer.status, body.error, answer.headers.get('Retry-After')]).toEqual([what, 503, DISK_FULL_MESSAGE, '60'])
    }
    const contact = await sendContact()
    const contactBody = (await contact.json()) as { error: string }
    console.log(`disk-full: contact form on the full disk: ${contact.status} ${contactBody.error}`)
    expect(contact.status).toBe(503)
    expect(contactBody.error).toMatch(/Nothing was sent/)

    expect(await filesUnder(uploads)).toEqual([FILLER])
    expect(await sql`select 1 from policy_files`).toHaveLength(0)
    expect(await sql`select 1 from photos`).toHaveLength(0)
    expect(await sql`select 1 from events`).toHaveLength(0)
    expect(await sql`select 1 from form_submissions`).toHaveLength(0)
    const logged = server.output().match(/^.*(The disk is full|could not be stored).*$/gm) ?? []
    console.log(`disk-full: the server logged\n${logged.join('\n')}`)
    expect(server.output()).toMatch(/The disk is full: \/api\/policy-files\/upload could not save: ENOSPC/)
    expect(server.output()).toMatch(/The disk is full: \/api\/events could not save: could not extend file/)
    expect(server.output()).not.toMatch(/Unhandled error/)

    await rm(path.join(uploads, FILLER))
    await rm(path.join(tablespaceDir, FILLER))
    const freedAt = performance.now()
    let readyAgain = 0
    while (performance.now() - freedAt < READY_AGAIN_MS) {
      readyAgain = (await fetch(`${server.url}/readyz`)).status
      if (readyAgain === 200) break
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
    console.log(`disk-full: /readyz ${readyAgain} ${((performance.now() - freedAt) / 1000).toFixed(1)} s after space was freed`)
    expect(readyAgain).toBe(200)
    expect((await uploadPolicy()).status).toBe(201)
    expect((await uploadPhoto()).status).toBe(201)
    expect((await saveEvent()).status).toBe(201)
    expect((await sendContact()).status).toBe(201)
    const [policy] = await sql<{ object_key: string }[]>`select object_key from policy_files where policy_type = 'privacy'`
    expect((await filesUnder(uploads)).filter((file) => file.startsWith('policies/'))).toEqual([policy!.object_key])
  } finally {
    await server.stop()
  }
}

async function withInjectedEnospc() {
  console.log('disk-full: the injected path runs (ENOSPC halfway through the write, in this process)')
  process.env.DATABASE_URL = database.url
  process.env.DATA_DIR = dataDir
  process.env.SITE_URL = 'http://localhost:3000'
  process.env.DISK_MIN_FREE_MB = '0'
  const { applyEdgeRules } = await import('../../server/security/edge.ts')
  const { handlePolicyUpload } = await import('../../server/policies/http.ts')
  const { diskSpaceProblem } = await import('../../server/disk/disk-space.ts')
  const { closePool } = await import('../../db/client.ts')
  const [admin] = await sql<{ id: string; email: string }[]>`
      insert into admins (email, password_hash) values ('disk@example.org', 'not-a-real-hash') returning id, email`
  const upload = async () => {
    const request = new Request('http://localhost:3000/api/policy-files/upload', {
      method: 'POST',
      headers: { Origin: 'http://localhost:3000', 'Content-Type': 'application/pdf', 'X-Policy-Type': 'privacy' },
      body: pdfBytes(600 * 1024),
    })
    return applyEdgeRules(request, '/api/policy-files/upload', undefined, async () => ({
      response: await handlePolicyUpload(request, admin!),
    }))
  }
  const realWriteFile = fs.writeFile
  const full = vi.spyOn(fs, 'writeFile').mockImplementation(async (file, data, options) => {
    await realWriteFile(file, (data as Uint8Array).subarray(0, 1000), options)
    throw Object.assign(new Error(`ENOSPC: no space left on device, write '${String(file)}'`), { code: 'ENOSPC' })
  })
  try {
    const answer = await upload()
    expect([answer.status, ((await answer.json()) as { error: string }).error]).toEqual([503, DISK_FULL_MESSAGE])
    expect(full).toHaveBeenCalled()
    expect(await filesUnder(uploads)).toEqual([])
    expect(await diskSpaceProblem()).toMatch(/^A write failed at .* because the disk is full/)
  } finally {
    full.mockRestore()
  }
  expect((await upload()).status).toBe(201)
  expect(await filesUnder(uploads)).toHaveLength(1)
  await closePool()
}
