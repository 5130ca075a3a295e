import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import postgres from 'postgres'
import { startEmbeddedDatabase } from '../../db/embedded.ts'
import { migrate } from '../../db/migrate.ts'

export type TestDatabase = {
  url: string
  /** Set only for the embedded case: the DATA_DIR a server under test must use to join it. */
  dataDir?: string
  drop: () => Promise<void>
}

export type TestDatabases = {
  urls: string[]
  /** Set only for the embedded case: the DATA_DIR of the server holding them. */
  dataDir?: string
  drop: () => Promise<void>
}

/**
 * A fresh, migrated database for one test run: a new database on DATABASE_URL's server,
 * created and dropped, or with DATABASE_URL unset an embedded server in a temporary DATA_DIR.
 */
export async function createTestDatabase(label: string): Promise<TestDatabase> {
  const { urls, dataDir, drop } = await createTestDatabases(label, 1)
  return { url: urls[0]!, dataDir, drop }
}

/**
 * `count` fresh, migrated databases on one server, for test workers that each need their own:
 * on DATABASE_URL's server, or with it unset on one embedded server in a temporary DATA_DIR.
 */
export async function createTestDatabases(label: string, count: number): Promise<TestDatabases> {
  const serverUrl = process.env.DATABASE_URL
  if (serverUrl) {
    const names = Array.from({ length: count }, (_, index) => `church_${label}_${randomBytes(4).toString('hex')}${count > 1 ? `_${index + 1}` : ''}`)
    const admin = postgres(serverUrl, { max: 1, onnotice: () => {} })
    const urls = await createMigrated(admin, serverUrl, names)
    return {
      urls,
      drop: async () => {
        for (const name of names) await admin.unsafe(`drop database if exists ${name} with (force)`)
        await admin.end({ timeout: 2 })
      },
    }
  }
  const dataDir = await mkdtemp(path.join(tmpdir(), `church-${label}-`))
  const embedded = await startEmbeddedDatabase(dataDir)
  await migrateOnce(embedded.url)
  const admin = postgres(withDatabase(embedded.url, 'postgres'), { max: 1, onnotice: () => {} })
  const others = await createMigrated(
    admin,
    embedded.url,
    Array.from({ length: count - 1 }, (_, index) => `church_${index + 2}`),
  ).finally(() => admin.end({ timeout: 2 }))
  return {
    urls: [embedded.url, ...others],
    dataDir,
    drop: async () => {
      await embedded.stop()
      // The server's last files can still be landing as it exits.
      await rm(dataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 })
    },
  }
}

async function createMigrated(admin: postgres.Sql, serverUrl: string, names: string[]): Promise<string[]> {
  return Promise.all(
    names.map(async (name) => {
      await admin.unsafe(`create database ${name}`)
      const url = withDatabase(serverUrl, name)
      await migrateOnce(url)
      return url
    }),
  )
}

function withDatabase(serverUrl: string, name: string): string {
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return url.toString()
}

async function migrateOnce(url: string) {
  const sql = postgres(url, { max: 1, onnotice: () => {} })
  try {
    await migrate(sql)
  } finally {
    await sql.end({ timeout: 2 })
  }
}
