import type * as v from 'valibot'
import { isPlainObject, schemaShape } from './schema-shape.ts'

/** The content with every list item's id left out: what visitors' pages are given, which have no use for them. */
export function withoutItemIds<T>(schema: v.GenericSchema, value: T): T {
  const shape = schemaShape(schema)
  if (shape.kind === 'list' && Array.isArray(value)) return value.map((item) => withoutItemIds(shape.item, item)) as T
  if (shape.kind !== 'group' || !isPlainObject(value)) return value
  const kept = Object.entries(value).flatMap(([key, inner]) => {
    const field = shape.entries[key]
    if (!field) return [[key, inner]]
    return schemaShape(field).meta?.kind === 'id' ? [] : [[key, withoutItemIds(field, inner)]]
  })
  return Object.fromEntries(kept) as T
}
