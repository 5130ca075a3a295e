import { readdir, readFile } from 'node:fs/promises'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { DOCUMENTS } from './index.ts'
import { CONTENT_KEYS } from './keys.ts'

const MIGRATIONS = new URL('../../../db/migrations/', import.meta.url)
const FIRST_VERSION = /values \('([a-z-]+)', 1, \$json\$([\s\S]*?)\$json\$, 'first'\)/g

async function firstVersions(): Promise<Map<string, unknown>> {
  const found = new Map<string, unknown>()
  for (const name of (await readdir(MIGRATIONS)).sort()) {
    const sql = await readFile(new URL(name, MIGRATIONS), 'utf8')
    for (const [, key, json] of sql.matchAll(FIRST_VERSION)) found.set(key ?? '', JSON.parse(json ?? ''))
  }
  return found
}

describe('the first version of every document, as the migrations insert it', () => {
  it('exists and passes its schema', async () => {
    const versions = await firstVersions()
    for (const key of CONTENT_KEYS) {
      expect(versions.has(key), key).toBe(true)
      const result = v.safeParse(DOCUMENTS[key].schema, versions.get(key))
      expect(result.success ? [] : result.issues.map((issue) => issue.message), key).toEqual([])
    }
  })
})
