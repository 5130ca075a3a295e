import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from '../../db/client.ts'
import type { SessionAdmin } from '../../server/auth/session.ts'
import { handlePolicyDownload, handlePolicyUpload } from '../../server/policies/http.ts'
import { createBucketStore, objectStore } from '../../server/storage/object-store.ts'
import { startFakeS3, type FakeS3 } from '../fakes/s3.ts'

const SITE = 'http://localhost:3000'
let fake: FakeS3
let admin: SessionAdmin

beforeAll(async () => {
  fake = await startFakeS3()
  // Read lazily by env() on first use: this file's server code talks to the fake bucket.
  Object.assign(process.env, fake.env, { SITE_URL: SITE })
  const [row] = await sql()<SessionAdmin[]>`
    insert into admins (email, password_hash) values (${`s3-${Date.now()}@example.org`}, 'not-a-real-hash') returning id, email`
  admin = row!
})

afterAll(async () => {
  await sql()`delete from policy_files`
  await fake.stop()
})

const pdf = (text: string) => new TextEncoder().encode(`%PDF-1.7\n${text}`)

describe('policy files in an S3-compatible bucket', () => {
  it('writes, sizes, reads, streams, lists and deletes objects', async () => {
    const store = createBucketStore({ endpoint: fake.url, bucket: 'church-test', accessKeyId: 'fake-access-key', secretAccessKey: 'x', region: 'eu-west-2' })
    await store.put('policies/privacy/a.pdf', pdf('a'))
    expect(await store.size('policies/privacy/a.pdf')).toBe(10)
    expect(await store.read('policies/privacy/a.pdf')).toEqual(pdf('a'))
    expect(new Uint8Array(await new Response(await store.stream('policies/privacy/a.pdf')).arrayBuffer())).toEqual(pdf('a'))
    expect(await store.keys('policies/privacy')).toEqual(['policies/privacy/a.pdf'])
    await store.remove('policies/privacy/a.pdf')
    expect(await store.size('policies/privacy/a.pdf')).toBeNull()
    expect(await store.stream('policies/privacy/a.pdf')).toBeNull()
  })

  it('is chosen when all five S3 settings are given, and keeps one object per type after a replace', async () => {
    expect(objectStore().kind).toBe('s3')
    const upload = (text: string) =>
      handlePolicyUpload(
        new Request(`${SITE}/api/policy-files/upload`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/pdf', 'X-Policy-Type': 'gift_aid', 'X-File-Name': 'gift-aid.pdf' },
          body: pdf(text),
        }),
        admin,
      )
    expect((await upload('first')).status).toBe(201)
    expect((await upload('second, longer')).status).toBe(201)
    expect(fake.objects().filter((object) => object.key.startsWith('policies/gift_aid/'))).toHaveLength(1)

    const download = await handlePolicyDownload(new Request(`${SITE}/api/policy-files/gift_aid/download`), 'gift_aid')
    expect(download.headers.get('Content-Length')).toBe(String(pdf('second, longer').byteLength))
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(pdf('second, longer'))
  })
})
