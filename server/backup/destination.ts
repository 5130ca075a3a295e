import { createReadStream } from 'node:fs'
import { mkdir, readdir, rm, stat, statfs } from 'node:fs/promises'
import path from 'node:path'
import { Readable } from 'node:stream'
import { AwsClient } from 'aws4fetch'
import type { Env } from '../env.ts'
import { createBucketStore, s3Settings } from '../storage/object-store.ts'
import { BACKUP_NAME } from './backup-name.ts'

/**
 * Where the scheduled backups are kept: a folder (BACKUP_DIR, by default DATA_DIR/backups), or
 * a bucket (BACKUP_S3_BUCKET, with the S3_ settings' endpoint and keys). An archive is always
 * written to the folder first; a bucket then receives it and the local copy goes.
 */
export type BackupDestination = {
  readonly folder: string
  readonly description: string
  /** Names of the backups kept, oldest first. */
  list(): Promise<string[]>
  /** Takes the finished archive at `file` into the destination. */
  keep(file: string): Promise<void>
  remove(name: string): Promise<void>
  open(name: string): Promise<{ size: number; body: ReadableStream<Uint8Array> } | null>
}

export function backupFolder(config: Env): string {
  return path.resolve(config.BACKUP_DIR ?? path.join(config.DATA_DIR, 'backups'))
}

/** Bytes free to an unprivileged writer on the file system that holds `folder`. */
export async function freeBytes(folder: string): Promise<number> {
  await mkdir(folder, { recursive: true, mode: 0o700 })
  const info = await statfs(folder)
  return Number(info.bavail) * Number(info.bsize)
}

function folderDestination(folder: string): BackupDestination {
  const fileOf = (name: string) => path.join(folder, name)
  return {
    folder,
    description: folder,
    list: async () => (await readdir(folder).catch(() => [] as string[])).filter((name) => BACKUP_NAME.test(name)).sort(),
    keep: async () => {},
    remove: (name) => rm(fileOf(name), { force: true }),
    open: async (name) => {
      const info = await stat(fileOf(name)).catch(() => null)
      if (!info?.isFile()) return null
      return { size: info.size, body: Readable.toWeb(createReadStream(fileOf(name))) as ReadableStream<Uint8Array> }
    },
  }
}

function bucketDestination(config: Env, folder: string, bucket: string): BackupDestination {
  const settings = { ...s3Settings(config)!, bucket }
  const store = createBucketStore(settings)
  const client = new AwsClient({ service: 's3', region: settings.region, accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey })
  const keyOf = (name: string) => `backups/${name}`
  return {
    folder,
    description: `the bucket ${bucket}`,
    list: async () =>
      (await store.keys('backups'))
        .map((key) => key.slice('backups/'.length))
        .filter((name) => BACKUP_NAME.test(name))
        .sort(),
    keep: async (file) => {
      const size = (await stat(file)).size
      const url = `${settings.endpoint.replace(/\/+$/, '')}/${bucket}/${keyOf(path.basename(file))}`
      const body = Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>
      const response = await client.fetch(url, { method: 'PUT', body, headers: { 'Content-Length': String(size), 'Content-Type': 'application/octet-stream' } })
      await response.body?.cancel()
      if (!response.ok) throw new Error(`the bucket ${bucket} answered ${response.status} to the upload`)
      await rm(file, { force: true })
    },
    remove: (name) => store.remove(keyOf(name)),
    open: async (name) => {
      const size = await store.size(keyOf(name))
      const body = size === null ? null : await store.stream(keyOf(name))
      return size === null || !body ? null : { size, body }
    },
  }
}

/** A bucket receives only encrypted backups: without BACKUP_RECIPIENT they stay in the folder, on this machine. */
export function backupDestination(config: Env): BackupDestination {
  const folder = backupFolder(config)
  const bucket = config.BACKUP_RECIPIENT ? config.BACKUP_S3_BUCKET : undefined
  return bucket ? bucketDestination(config, folder, bucket) : folderDestination(folder)
}
