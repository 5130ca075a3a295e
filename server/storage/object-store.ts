import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import path from 'node:path'
import { Readable } from 'node:stream'
import { AwsClient } from 'aws4fetch'
import { createStorage, type Storage } from 'unstorage'
import fsLiteDriver from 'unstorage/drivers/fs-lite'
import s3Driver from 'unstorage/drivers/s3'
import { env, type Env } from '../env.ts'
import { isPartialFile, writeFileAtomically } from './atomic-write.ts'

/**
 * Where uploaded files are kept: policy PDFs under `policies/<type>/<uuid>.pdf`, photos under
 * `photos/<id>/…`. Keys are always made by the server. unstorage writes, lists and deletes; it
 * buffers whole values and gives no sizes on S3, so sizes and download streams are read from
 * the file or the S3 object directly.
 */
export type ObjectStore = {
  /** 'fs-lite' or 's3', for logs and the README. */
  readonly kind: 'fs-lite' | 's3'
  put(key: string, bytes: Uint8Array): Promise<void>
  /** The whole object, or null when there is none. */
  read(key: string): Promise<Uint8Array | null>
  /** The object as a stream, or null when there is none. */
  stream(key: string): Promise<ReadableStream<Uint8Array> | null>
  /** The object's size in bytes, or null when there is none. */
  size(key: string): Promise<number | null>
  remove(key: string): Promise<void>
  /** Every key under a prefix such as `policies/safeguarding`, spelled with slashes. */
  keys(prefix: string): Promise<string[]>
}

type S3Settings = { endpoint: string; bucket: string; accessKeyId: string; secretAccessKey: string; region: string }

/** The bucket settings, or null for the local folder. server/env.ts has checked they come all five or none. */
export function s3Settings(config: Env): S3Settings | null {
  const { S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_REGION } = config
  if (!S3_ENDPOINT || !S3_BUCKET || !S3_ACCESS_KEY_ID || !S3_SECRET_ACCESS_KEY || !S3_REGION) return null
  return { endpoint: S3_ENDPOINT, bucket: S3_BUCKET, accessKeyId: S3_ACCESS_KEY_ID, secretAccessKey: S3_SECRET_ACCESS_KEY, region: S3_REGION }
}

function toStorageKey(key: string): string {
  return key.replaceAll('/', ':')
}

function fromStorageKey(key: string): string {
  return key.replaceAll(':', '/')
}

function asBytes(value: unknown): Uint8Array | null {
  if (value === null || value === undefined) return null
  if (value instanceof Uint8Array) return value
  if (value instanceof ArrayBuffer) return new Uint8Array(value)
  throw new Error(`Unexpected stored value of type ${typeof value}`)
}

function sharedOperations(storage: Storage) {
  return {
    put: (key: string, bytes: Uint8Array) => storage.setItemRaw(toStorageKey(key), bytes),
    read: async (key: string) => asBytes(await storage.getItemRaw(toStorageKey(key))),
    remove: (key: string) => storage.removeItem(toStorageKey(key)),
    keys: async (prefix: string) => (await storage.getKeys(toStorageKey(prefix))).map(fromStorageKey),
  }
}

/**
 * Files under `<base>`, one per key, through unstorage's fs-lite driver. A file is written whole
 * or not at all (see writeFileAtomically), so a full disk leaves no partial file behind.
 */
export function createFolderStore(base: string): ObjectStore {
  const root = path.resolve(base)
  const storage = createStorage({ driver: fsLiteDriver({ base: root, ignore: isPartialFile }) })
  const fileOf = (key: string) => {
    if (key.split('/').includes('..')) throw new Error(`Invalid key ${JSON.stringify(key)}: it must not contain .. segments`)
    return path.join(root, ...key.split('/'))
  }
  const sizeOf = async (key: string) => {
    const info = await stat(fileOf(key)).catch(() => null)
    return info?.isFile() ? info.size : null
  }
  return {
    kind: 'fs-lite',
    ...sharedOperations(storage),
    put: (key, bytes) => writeFileAtomically(fileOf(key), bytes),
    size: sizeOf,
    stream: async (key) => {
      if ((await sizeOf(key)) === null) return null
      return Readable.toWeb(createReadStream(fileOf(key))) as ReadableStream<Uint8Array>
    },
  }
}

/** Objects in an S3-compatible bucket, through unstorage's s3 driver. */
export function createBucketStore(settings: S3Settings): ObjectStore {
  const storage = createStorage({ driver: s3Driver(settings) })
  const client = new AwsClient({ service: 's3', region: settings.region, accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey })
  const objectUrl = (key: string) => `${settings.endpoint.replace(/\/+$/, '')}/${settings.bucket}/${key.split('/').map(encodeURIComponent).join('/')}`
  const request = async (key: string, method: 'HEAD' | 'GET') => {
    const response = await client.fetch(objectUrl(key), { method })
    if (response.status === 404) {
      await response.body?.cancel()
      return null
    }
    if (!response.ok) {
      await response.body?.cancel()
      throw new Error(`S3 ${method} ${key} answered ${response.status}`)
    }
    return response
  }
  return {
    kind: 's3',
    ...sharedOperations(storage),
    size: async (key) => {
      const response = await request(key, 'HEAD')
      return response ? Number(response.headers.get('Content-Length')) : null
    },
    stream: async (key) => (await request(key, 'GET'))?.body ?? null,
  }
}

let current: ObjectStore | undefined

/** The store this process uses, for every kind of upload: S3 when all S3_* settings are given, else `$DATA_DIR/uploads`. */
export function objectStore(): ObjectStore {
  if (current) return current
  const config = env()
  const s3 = s3Settings(config)
  current = s3 ? createBucketStore(s3) : createFolderStore(path.join(config.DATA_DIR, 'uploads'))
  return current
}
