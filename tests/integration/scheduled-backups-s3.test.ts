import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from '../../db/client.ts'
import { createSession, validateSessionToken } from '../../server/auth/session.ts'
import { newKeyPair } from '../../server/backup/encryption.ts'
import * as backupHttp from '../../server/backup/http.ts'
import { makeBackup } from '../../server/backup/schedule.ts'
import { parseEnv } from '../../server/env.ts'
import { objectStore } from '../../server/storage/object-store.ts'
import { type FakeS3, startFakeS3 } from '../fakes/s3.ts'
import { insertTestAdmin } from '../helpers/admins.ts'
import { answered } from '../helpers/answer.ts'

// The handlers throw their refusals; answered as the edge does.
const handleLatestBackupDownload = answered(backupHttp.handleLatestBackupDownload)

const BACKUP_BUCKET = 'church-backups'
const dataDir = mkdtempSync(path.join(tmpdir(), 'church-bucket-backups-'))
let fake: FakeS3

beforeAll(async () => {
  fake = await startFakeS3([BACKUP_BUCKET])
  // Read lazily by env() on first use: files and backups go to the fake's two buckets.
  const { recipient } = await newKeyPair()
  Object.assign(process.env, fake.env, {
    DATA_DIR: dataDir,
    BACKUP_S3_BUCKET: BACKUP_BUCKET,
    BACKUP_KEEP: '1',
    BACKUP_MIN_FREE_MB: '1',
    BACKUP_RECIPIENT: recipient,
  })
})

afterAll(async () => {
  await fake?.stop()
  rmSync(dataDir, { recursive: true, force: true })
})

describe('scheduled backups to a bucket', () => {
  it('uploads each archive with the bucket files inside it, keeps the newest and downloads it', async () => {
    await objectStore().put('policies/privacy/bucket-test.pdf', new TextEncoder().encode('%PDF-1.7\nin the bucket'))
    const first = await makeBackup(() => {})
    await new Promise((resolve) => setTimeout(resolve, 1100)) // names are by the second
    const second = await makeBackup(() => {})
    expect([first.status, second.status, second.error]).toEqual(['succeeded', 'succeeded', null])
    expect(fake.objectsIn(BACKUP_BUCKET)).toEqual([{ key: `backups/${second.file_name}`, size: Number(second.bytes) }])
    expect(readdirSync(path.join(dataDir, 'backups'))).toEqual([])

    const admin = await insertTestAdmin()
    const { token } = await createSession(admin, sql())
    const download = await handleLatestBackupDownload(new Request('http://localhost:3000/api/admin/backups/latest'), (await validateSessionToken(token))!)
    expect(download.status).toBe(200)
    expect((await download.arrayBuffer()).byteLength).toBe(Number(second.bytes))
  })

  it('refuses the files bucket as the backups bucket', () => {
    expect(() => parseEnv({ ...fake.env, BACKUP_S3_BUCKET: fake.env.S3_BUCKET })).toThrow(/BACKUP_S3_BUCKET: expected a bucket of its own/)
  })
})
