import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isDiskFull } from '../disk/disk-full.ts'
import { createBucketStore } from './object-store.ts'

// An S3-compatible store whose disk is full answers a PUT with 507 (MinIO: XMinioStorageFull).
const full = createServer((request, response) => {
  request.resume()
  request.on('end', () => {
    response.writeHead(507, 'Insufficient Storage', { 'Content-Type': 'application/xml' })
    response.end('<?xml version="1.0" encoding="UTF-8"?><Error><Code>XMinioStorageFull</Code></Error>')
  })
})
let endpoint = ''

beforeAll(async () => {
  await new Promise<void>((resolve) => full.listen(0, '127.0.0.1', resolve))
  endpoint = `http://127.0.0.1:${(full.address() as AddressInfo).port}`
})

afterAll(() => new Promise<void>((resolve) => full.close(() => resolve())))

describe('a bucket whose store is full', () => {
  it('fails the write with an error the site answers as a full disk', async () => {
    const store = createBucketStore({ endpoint, bucket: 'church', accessKeyId: 'k', secretAccessKey: 's', region: 'eu-west-2' })
    const failure = await store.put('policies/privacy/a.pdf', new Uint8Array(100)).then(
      () => undefined,
      (error: unknown) => error,
    )
    expect(failure).toBeInstanceOf(Error)
    expect(isDiskFull(failure)).toBe(true)
  })
})
