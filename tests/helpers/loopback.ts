import { mkdtemp, rm } from 'node:fs/promises'
import { request } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import postgres from 'postgres'
import { embeddedDatabaseUrl } from '../../db/embedded.ts'
import { createTestDatabase } from './database.ts'
import { type RunningServer, startProductionServer } from './server.ts'

export type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: string }

/** One request from a chosen loopback source address (127.0.0.0/8), so per-address limits can be tried from many clients. */
export function sendFrom(
  url: string,
  options: { method?: string; localAddress?: string; headers?: Record<string, string>; body?: string | Buffer } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const sent = request(url, { method: options.method ?? 'GET', localAddress: options.localAddress, headers: options.headers }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString() }))
      response.on('error', reject)
    })
    sent.on('error', reject)
    sent.end(options.body)
  })
}

/** A JSON POST to the site from `localAddress`, as a same-origin browser would send it. */
export function postJsonFrom(server: RunningServer, path: string, payload: unknown, localAddress = '127.0.0.1'): Promise<Answer> {
  return sendFrom(`${server.url}${path}`, {
    method: 'POST',
    localAddress,
    headers: { 'Content-Type': 'application/json', Origin: server.url },
    body: JSON.stringify(payload),
  })
}

export type SiteOnTestDatabase = { server: RunningServer; sql: postgres.Sql; databaseUrl: string; stop: () => Promise<void> }

/** The production server on a fresh database of its own, with a connection for the test to seed and read back. */
export async function startSiteOnTestDatabase(label: string, env: Record<string, string> = {}): Promise<SiteOnTestDatabase> {
  const database = await createTestDatabase(label)
  const databaseEnv: Record<string, string> = database.dataDir ? { DATA_DIR: database.dataDir, DATABASE_URL: '' } : { DATABASE_URL: database.url }
  let server: RunningServer
  try {
    server = await startProductionServer({ ...databaseEnv, ...env })
  } catch (error) {
    await database.drop()
    throw error
  }
  const sql = postgres(database.url, { max: 2, onnotice: () => {} })
  return {
    server,
    sql,
    databaseUrl: database.url,
    stop: async () => {
      await server.stop()
      await sql.end({ timeout: 2 })
      await database.drop()
    },
  }
}

export type SiteWithOwnDatabase = SiteOnTestDatabase & { dataDir: string }

/**
 * The production server with no DATABASE_URL, so it starts, supervises and stops its own
 * embedded PostgreSQL in a fresh DATA_DIR, as `npm start` does on a new machine.
 */
export async function startSiteWithOwnDatabase(env: Record<string, string> = {}): Promise<SiteWithOwnDatabase> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'church-own-db-'))
  const server = await startProductionServer({ DATA_DIR: dataDir, DATABASE_URL: '', ...env })
  const url = await embeddedDatabaseUrl(dataDir)
  if (!url) throw new Error(`No embedded database was recorded in ${dataDir}`)
  const sql = postgres(url, { max: 2, onnotice: () => {} })
  return {
    server,
    sql,
    databaseUrl: url,
    dataDir,
    stop: async () => {
      await sql.end({ timeout: 1 })
      await server.stop()
      await rm(dataDir, { recursive: true, force: true })
    },
  }
}
