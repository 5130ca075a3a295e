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

/**
 * A fresh, migrated database for one test run: a new database on DATABASE_URL's server,
 * created and dropped, or with DATABASE_URL unset an embedded server in a temporary DATA_DIR.
 */
export async function createTestDatabase(label: string): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL
  if (serverUrl) {
    const name = `church_${label}_${randomBytes(4).toString('hex')}`
    const admin = postgres(serverUrl, { max: 1, onnotice: () => {} })
    await admin.unsafe(`create database ${name}`)
    const url = new URL(serverUrl)
    url.pathname = `/${name}`
    await migrateOnce(url.toString())
    return {
      url: url.toString(),
      drop: async () => {
        await admin.unsafe(`drop database if exists ${name} with (force)`)
        await admin.end({ timeout: 2 })
      },
    }
  }
  const dataDir = await mkdtemp(path.join(tmpdir(), `church-${label}-`))
  const embedded = await startEmbeddedDatabase(dataDir)
  await migrateOnce(embedded.url)
  return {
    url: embedded.url,
    dataDir,
    drop: async () => {
      await embedded.stop()
      await rm(dataDir, { recursive: true, force: true })
    },
  }
}

async function migrateOnce(url: string) {
  const sql = postgres(url, { max: 1, onnotice: () => {} })
  try {
    await migrate(sql)
  } finally {
    await sql.end({ timeout: 2 })
  }
}
