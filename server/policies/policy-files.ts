import { randomUUID } from 'node:crypto'
import { sql } from '../../db/client.ts'
import type { Queryable } from '../../db/queryable.ts'
import { POLICY_TITLES, type PolicyType } from '../../app/lib/policies/policy-types.ts'
import { recordAudit } from '../audit/audit-log.ts'
import { objectStore, type ObjectStore } from '../storage/object-store.ts'

export type PolicyFileRow = {
  policy_type: PolicyType
  object_key: string
  file_name: string
  file_size: number
  sha256: string
  created_at: Date
}

/** The part of a key after `policies/<type>/` that the server makes: a UUID, or for registered objects a plain name. */
const OBJECT_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]{0,99}\.pdf$/

/** A new storage key for a policy type, made by the server and never from the uploaded name. */
function newObjectKey(type: PolicyType): string {
  return `policies/${type}/${randomUUID()}.pdf`
}

/** True when `key` is a key this server could have made for `type` (no other folder, no `..`). */
export function isObjectKeyOf(type: PolicyType, key: string): boolean {
  const prefix = `policies/${type}/`
  return key.startsWith(prefix) && OBJECT_NAME.test(key.slice(prefix.length))
}

export async function findPolicyFile(type: PolicyType, db: Queryable = sql()): Promise<PolicyFileRow | null> {
  const [row] = await db<PolicyFileRow[]>`
    select policy_type, object_key, file_name, file_size, sha256, created_at from policy_files where policy_type = ${type}`
  return row ?? null
}

/** The current file of every type that has one. */
export async function listPolicyFiles(db: Queryable = sql()): Promise<PolicyFileRow[]> {
  return db<PolicyFileRow[]>`
    select policy_type, object_key, file_name, file_size, sha256, created_at from policy_files order by policy_type`
}

type NewPolicyFile = { type: PolicyType; objectKey: string; fileName: string; fileSize: number; sha256: string }
type Change = { actorEmail: string; action: 'upload' | 'register' }

/**
 * Makes `file` the current file of its type in one transaction, and records who did it.
 * Returns the object key it replaced, if any. Concurrent switches of one type queue on a lock.
 */
async function switchCurrentFile(file: NewPolicyFile, change: Change): Promise<string | null> {
  return sql().begin(async (tx) => {
    await tx`select pg_advisory_xact_lock(hashtext(${`policy_files:${file.type}`}))`
    const previous = await findPolicyFile(file.type, tx)
    await tx`
      insert into policy_files (policy_type, object_key, file_name, file_size, sha256)
      values (${file.type}, ${file.objectKey}, ${file.fileName}, ${file.fileSize}, ${file.sha256})
      on conflict (policy_type) do update set
        object_key = excluded.object_key, file_name = excluded.file_name, file_size = excluded.file_size,
        sha256 = excluded.sha256, created_at = now()`
    const verb = change.action === 'register' ? 'registered' : previous ? 'replaced' : 'uploaded'
    await recordAudit(
      {
        actorEmail: change.actorEmail,
        action: `policy_file.${change.action === 'register' ? 'register' : previous ? 'replace' : 'upload'}`,
        detail: `${POLICY_TITLES[file.type]} ${verb}: "${file.fileName}", ${file.fileSize} bytes, ${file.objectKey}${previous ? ` (was ${previous.object_key})` : ''}`,
      },
      tx,
    )
    return previous?.object_key ?? null
  })
}

async function removeReplacedObject(store: ObjectStore, previousKey: string | null, currentKey: string) {
  if (!previousKey || previousKey === currentKey) return
  await store.remove(previousKey).catch((error: unknown) => {
    console.error(`The replaced policy object ${previousKey} could not be deleted; delete it by hand`, error)
  })
}

/**
 * Stores an uploaded PDF as the current file of its type: writes the new object, switches
 * the row in one transaction, then deletes the old object. Readers always find a file, and
 * a failed switch deletes the new object again, so nothing is left behind.
 */
export async function savePolicyFile(
  upload: { type: PolicyType; fileName: string; bytes: Uint8Array; sha256: string },
  actorEmail: string,
  store: ObjectStore = objectStore(),
): Promise<void> {
  const objectKey = newObjectKey(upload.type)
  await store.put(objectKey, upload.bytes)
  let previousKey: string | null
  try {
    previousKey = await switchCurrentFile(
      { type: upload.type, objectKey, fileName: upload.fileName, fileSize: upload.bytes.byteLength, sha256: upload.sha256 },
      { actorEmail, action: 'upload' },
    )
  } catch (error) {
    await store.remove(objectKey).catch(() => {})
    throw error
  }
  await removeReplacedObject(store, previousKey, objectKey)
}

/** Makes an object already in storage the current file of its type (the registration path). */
export async function registerPolicyFile(file: NewPolicyFile, actorEmail: string, store: ObjectStore = objectStore()): Promise<void> {
  const previousKey = await switchCurrentFile(file, { actorEmail, action: 'register' })
  await removeReplacedObject(store, previousKey, file.objectKey)
}
