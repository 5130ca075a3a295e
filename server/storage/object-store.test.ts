import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { parseEnv } from '../env.ts'
import { createFolderStore, s3Settings } from './object-store.ts'

const S3 = { S3_ENDPOINT: 'https://s3.example.org', S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's', S3_REGION: 'eu-west-2' }

describe('s3Settings', () => {
  it('uses S3 only when all five settings are given', () => {
    expect(s3Settings(parseEnv({}))).toBeNull()
    expect(s3Settings(parseEnv(S3))).toEqual({ endpoint: 'https://s3.example.org', bucket: 'b', accessKeyId: 'k', secretAccessKey: 's', region: 'eu-west-2' })
  })

  it('cannot be given some but not all of them: the configuration refuses that at start', () => {
    expect(() => parseEnv({ ...S3, S3_REGION: '', S3_BUCKET: '' })).toThrow(/S3_BUCKET: expected a value: S3 storage needs all five[\s\S]*S3_REGION/)
  })
})

describe('the folder store', () => {
  it('keeps each key as a file under its base, and streams it back', async () => {
    const base = await mkdtemp(path.join(tmpdir(), 'church-store-'))
    try {
      const store = createFolderStore(base)
      const bytes = new TextEncoder().encode('%PDF-1.7 hello')
      await store.put('policies/privacy/a.pdf', bytes)
      expect(await store.size('policies/privacy/a.pdf')).toBe(bytes.byteLength)
      expect(new Uint8Array(await new Response(await store.stream('policies/privacy/a.pdf')).arrayBuffer())).toEqual(bytes)
      expect(await store.keys('policies')).toEqual(['policies/privacy/a.pdf'])
      await store.remove('policies/privacy/a.pdf')
      expect(await store.size('policies/privacy/a.pdf')).toBeNull()
      expect(await store.stream('policies/privacy/a.pdf')).toBeNull()
    } finally {
      await rm(base, { recursive: true, force: true })
    }
  })
})
