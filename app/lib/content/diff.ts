import type * as v from 'valibot'
import type { FieldMeta } from './fields.ts'
import { isPlainObject, schemaShape } from './schema-shape.ts'

/** One field that differs between two versions of a document; null on one side for a list item added or removed. */
export type FieldChange = { path: string; label: string; before: string | null; after: string | null }

const LABEL_JOIN = ' › '

/** A field's value as the comparison shows it: a photo by its description and id, a choice by its option's name. */
function shown(meta: FieldMeta | undefined, value: unknown): string | null {
  if (value === null || value === undefined) return null
  if (typeof value === 'string') return meta?.kind === 'choice' ? (meta.options?.[value] ?? value) : value
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  if (meta?.kind === 'photo' && isPlainObject(value)) return `${String(value.alt ?? '')} (photo ${String(value.id ?? '')})`
  return JSON.stringify(value)
}

function walk(schema: v.GenericSchema, before: unknown, after: unknown, path: string[], labels: string[], changes: FieldChange[]): void {
  const shape = schemaShape(schema)
  if (shape.kind === 'group') {
    const old = isPlainObject(before) ? before : {}
    const now = isPlainObject(after) ? after : {}
    for (const [key, entry] of Object.entries(shape.entries)) {
      const label = schemaShape(entry).meta?.label ?? key
      walk(entry, old[key], now[key], [...path, key], [...labels, label], changes)
    }
    return
  }
  if (shape.kind === 'list') {
    const old = Array.isArray(before) ? before : []
    const now = Array.isArray(after) ? after : []
    for (let index = 0; index < Math.max(old.length, now.length); index++) {
      walk(shape.item, old[index], now[index], [...path, String(index)], [...labels, String(index + 1)], changes)
    }
    return
  }
  const was = shown(shape.meta, before)
  const is = shown(shape.meta, after)
  if (was !== is) changes.push({ path: path.join('.'), label: labels.join(LABEL_JOIN), before: was, after: is })
}

/**
 * What changed from `before` to `after`, field by field in the schema's order: groups by their
 * fields, lists item by item (numbered from 1), each change labelled by its fields' labels
 * ("Sunday service › Service starts").
 */
export function contentChanges(schema: v.GenericSchema, before: unknown, after: unknown): FieldChange[] {
  const changes: FieldChange[] = []
  walk(schema, before, after, [], [], changes)
  return changes
}
