import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { migrateContent } from '../fields/schema-version.ts'
import { firstContent } from '../../../tests/helpers/first-content.ts'
import { DOCUMENTS } from './index.ts'
import { CONTENT_KEYS } from './keys.ts'

describe('the first version of each document', () => {
  const content = firstContent() as Record<string, unknown>

  it('is inserted by a migration for every document, and for nothing else', () => {
    expect(Object.keys(content).sort()).toEqual([...CONTENT_KEYS].sort())
  })

  it.each(CONTENT_KEYS)('%s, written in schema 1, is valid against today’s schema once migrated, unchanged by it', (key) => {
    const migrated = migrateContent(DOCUMENTS[key], content[key], 1)
    const result = v.safeParse(DOCUMENTS[key].schema, migrated)
    expect(result.issues?.map((issue) => issue.message) ?? []).toEqual([])
    expect(result.output).toEqual(migrated)
  })
})
