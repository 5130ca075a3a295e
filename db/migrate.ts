import { readdir, readFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import type postgres from 'postgres'
import type { Sql } from './client.ts'

const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url))
const MIGRATION_LOCK_ID = 727_001
const MIGRATION_FILE = /^\d{5}_[a-z0-9_]+\.sql$/

/** The names of every migration this version of the site has, in the order they apply. */
export async function migrationNames(dir = MIGRATIONS_DIR): Promise<string[]> {
  return (await readdir(dir)).filter((name) => MIGRATION_FILE.test(name)).sort()
}

/**
 * Applies pending db/migrations/NNNNN_name.sql files in one transaction,
 * under an advisory lock, so concurrent starts never race and a failed
 * migration leaves the schema as it was. With `upTo`, stops after that one
 * (a restore loads a backup's rows into the schema they were written from).
 * Returns the names applied by this call.
 */
export async function migrate(sql: Sql, dir = MIGRATIONS_DIR, upTo?: string): Promise<string[]> {
  return sql.begin((tx) => applyMigrations(tx, dir, upTo))
}

/** What `migrate` does, inside the caller's transaction: a restore migrates and loads rows in one. */
export async function applyMigrations(tx: postgres.TransactionSql, dir = MIGRATIONS_DIR, upTo?: string): Promise<string[]> {
  const files = (await migrationNames(dir)).filter((name) => upTo === undefined || name <= upTo)
  await tx`set local statement_timeout = 0`
  await tx`select pg_advisory_xact_lock(${MIGRATION_LOCK_ID})`
  await tx`create table if not exists schema_migrations (
    name text primary key,
    applied_at timestamptz not null default now()
  )`
  const done = new Set((await tx<{ name: string }[]>`select name from schema_migrations`).map((row) => row.name))
  const applied: string[] = []
  for (const name of files) {
    if (done.has(name)) continue
    await tx.unsafe(await readFile(`${dir}/${name}`, 'utf8'))
    await tx`insert into schema_migrations (name) values (${name})`
    applied.push(name)
  }
  return applied
}
