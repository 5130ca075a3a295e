import { createHash } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { RunningFake } from './running-fake.ts'

export const FAKE_S3_BUCKET = 'church-test'
export const FAKE_S3_ACCESS_KEY_ID = 'fake-access-key'

export type FakeS3 = RunningFake & {
  url: string
  /** The stored objects' keys and sizes, in key order. */
  objects: () => Array<{ key: string; size: number }>
  /** The same, in another bucket this fake was started with. */
  objectsIn: (bucket: string) => Array<{ key: string; size: number }>
}

function readBytes(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => resolve(Buffer.concat(chunks)))
    request.on('error', reject)
  })
}

function xmlError(response: ServerResponse, status: number, code: string) {
  response.writeHead(status, { 'Content-Type': 'application/xml' })
  response.end(`<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code></Error>`)
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
}

/** Signed the way aws4fetch signs (SigV4, our access key), without checking the signature itself. */
function isSigned(request: IncomingMessage): boolean {
  const authorization = request.headers.authorization ?? ''
  return authorization.startsWith(`AWS4-HMAC-SHA256 Credential=${FAKE_S3_ACCESS_KEY_ID}/`) && Boolean(request.headers['x-amz-date'])
}

/**
 * A fake S3-compatible bucket on loopback (path-style URLs, objects in memory) for the
 * s3 storage driver: PUT, GET, HEAD and DELETE of objects, and listing the bucket.
 */
export async function startFakeS3(otherBuckets: string[] = []): Promise<FakeS3> {
  const buckets = new Map([FAKE_S3_BUCKET, ...otherBuckets].map((name) => [name, new Map<string, Buffer>()]))
  const listing = (bucket = FAKE_S3_BUCKET) =>
    [...buckets.get(bucket)!.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([key, bytes]) => ({ key, size: bytes.byteLength }))

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://fake')
    if (!isSigned(request)) return xmlError(response, 403, 'AccessDenied')
    const [bucket = '', ...keyParts] = url.pathname.slice(1).split('/')
    const objects = buckets.get(bucket)
    if (!objects) return xmlError(response, 404, 'NoSuchBucket')
    const key = keyParts.map(decodeURIComponent).join('/')

    if (!key && request.method === 'GET') {
      const prefix = url.searchParams.get('prefix') ?? ''
      const contents = listing(bucket)
        .filter((object) => object.key.startsWith(prefix))
        .map((object) => `<Contents><Key>${escapeXml(object.key)}</Key><Size>${object.size}</Size></Contents>`)
      response.writeHead(200, { 'Content-Type': 'application/xml' })
      return response.end(`<?xml version="1.0" encoding="UTF-8"?><ListBucketResult><Name>${bucket}</Name>${contents.join('')}</ListBucketResult>`)
    }
    if (request.method === 'PUT') {
      const bytes = await readBytes(request)
      objects.set(key, bytes)
      response.writeHead(200, { ETag: `"${createHash('md5').update(bytes).digest('hex')}"` })
      return response.end()
    }
    const stored = objects.get(key)
    if (request.method === 'DELETE') {
      objects.delete(key)
      response.writeHead(204)
      return response.end()
    }
    if (!stored) return xmlError(response, 404, 'NoSuchKey')
    if (request.method === 'HEAD' || request.method === 'GET') {
      response.writeHead(200, { 'Content-Type': 'application/octet-stream', 'Content-Length': String(stored.byteLength) })
      return response.end(request.method === 'GET' ? stored : undefined)
    }
    return xmlError(response, 405, 'MethodNotAllowed')
  }

  const server = createServer((request, response) => {
    handle(request, response).catch(() => xmlError(response, 500, 'InternalError'))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    url,
    objects: () => listing(),
    objectsIn: listing,
    env: {
      S3_ENDPOINT: url,
      S3_BUCKET: FAKE_S3_BUCKET,
      S3_ACCESS_KEY_ID: FAKE_S3_ACCESS_KEY_ID,
      S3_SECRET_ACCESS_KEY: 'fake-secret-key',
      S3_REGION: 'eu-west-2',
    },
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
