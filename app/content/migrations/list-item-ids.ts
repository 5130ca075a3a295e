import type { ContentMigration } from '../fields/schema-version.ts'

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

const GIVEN = /^[a-z0-9]{1,16}$/

function withIds(value: unknown): unknown {
  if (Array.isArray(value)) {
    const taken = new Set(value.map((item) => (isObject(item) && typeof item.id === 'string' && GIVEN.test(item.id) ? item.id : null)))
    return value.map((item, index) => {
      const inner = withIds(item)
      if (!isObject(inner) || (typeof inner.id === 'string' && GIVEN.test(inner.id))) return inner
      let id = `i${index + 1}`
      while (taken.has(id)) id = `${id}x`
      taken.add(id)
      return { id, ...inner }
    })
  }
  if (isObject(value)) return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, withIds(inner)]))
  return value
}

/**
 * Schema 1 → 2 of a document with lists of groups: each item of such a list gets an id. The id is
 * its place in the list ("i1", "i2" …), so every reading of a version gives the same ids, and two
 * versions written before ids compare item by item, as they always did. An item already holding
 * an id keeps it. In schema 1 the only lists of objects are lists of items, so any list of objects
 * is one, and the migration needs no schema, today's or any other.
 */
export const giveListItemsIds: ContentMigration = withIds
