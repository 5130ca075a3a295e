import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { firstContent } from '../../../tests/helpers/first-content.ts'
import { DOCUMENTS } from './index.ts'
import { CONTENT_KEYS } from './keys.ts'

describe('the first version of each document', () => {
  const content = firstContent() as Record<string, unknown>

  it('is inserted by a migration for every document, and for nothing else', () => {
    expect(Object.keys(content).sort()).toEqual([...CONTENT_KEYS].sort())
  })

  it.each(CONTENT_KEYS)('%s is valid against its schema, unchanged by it', (key) => {
    const result = v.safeParse(DOCUMENTS[key].schema, content[key])
    expect(result.issues?.map((issue) => issue.message) ?? []).toEqual([])
    expect(result.output).toEqual(content[key])
  })
})
