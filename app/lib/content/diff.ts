import type * as v from 'valibot'
import type { FieldMeta } from '../../content/fields/fields.ts'
import { keptInOrder, keysByIds, keysByValues } from './list-matching.ts'
import { isPlainObject, schemaShape } from './schema-shape.ts'

/**
 * One field that differs between two versions of a document; null on one side for a list item
 * added or removed. A list item that moved is one change of its own, `moved`, from its old place to its new.
 */
export type FieldChange = { path: string; label: string; before: string | null; after: string | null; moved?: true }

const LABEL_JOIN = ' › '

/** A field's value as the comparison shows it: a photo by its description and id, a choice by its option's name. */
function shown(meta: FieldMeta | undefined, value: unknown): string | null {
  if (value === null || value === undefined) return null
  if (typeof value === 'string') return meta?.kind === 'choice' ? (meta.options?.[value] ?? value) : value
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  if (meta?.kind === 'photo' && isPlainObject(value)) return `${String(value.alt ?? '')} (photo ${String(value.id ?? '')})`
  return JSON.stringify(value)
}

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1)

/** What a moved item is called: its first text (a name, a title), or what the list calls an item. */
function itemTitle(schema: v.GenericSchema, item: unknown, itemLabel: string): string {
  if (typeof item === 'string' && item !== '') return item
  const shape = schemaShape(schema)
  if (shape.kind === 'group' && isPlainObject(item)) {
    for (const [key, entry] of Object.entries(shape.entries)) {
      const value = item[key]
      if (schemaShape(entry).meta?.kind === 'text' && typeof value === 'string' && value !== '') return value
    }
  }
  return capitalised(itemLabel)
}

function walkList(schema: v.GenericSchema, before: unknown, after: unknown, path: string[], labels: string[], changes: FieldChange[]): void {
  const shape = schemaShape(schema)
  if (shape.kind !== 'list') return
  const old = Array.isArray(before) ? before : []
  const now = Array.isArray(after) ? after : []
  const keys = schemaShape(shape.item).kind === 'group' ? keysByIds(old, now) : keysByValues(old, now)
  const kept = keptInOrder(keys)
  const oldPlace = new Map(keys.before.map((key, index) => [key, index]))
  const itemLabel = shape.meta?.itemLabel ?? 'item'
  const segment = (key: string, index: number) => (key.startsWith('id:') ? key.slice(3) : String(index))
  now.forEach((item, index) => {
    const key = keys.after[index]!
    const was = oldPlace.get(key)
    const itemPath = [...path, segment(key, index)]
    if (was !== undefined && !kept.has(key)) {
      const title = itemTitle(shape.item, item, itemLabel)
      const place = (at: number) => `${capitalised(itemLabel)} ${at + 1}`
      changes.push({ path: itemPath.join('.'), label: [...labels, title].join(LABEL_JOIN), before: place(was), after: place(index), moved: true })
    }
    walk(shape.item, was === undefined ? undefined : old[was], item, itemPath, [...labels, String(index + 1)], changes)
  })
  const present = new Set(keys.after)
  old.forEach((item, index) => {
    const key = keys.before[index]!
    if (present.has(key)) return
    const itemPath = [...path, key.startsWith('id:') ? key.slice(3) : `${index}-removed`]
    walk(shape.item, item, undefined, itemPath, [...labels, String(index + 1)], changes)
  })
}

function walk(schema: v.GenericSchema, before: unknown, after: unknown, path: string[], labels: string[], changes: FieldChange[]): void {
  const shape = schemaShape(schema)
  if (shape.kind === 'group') {
    const old = isPlainObject(before) ? before : {}
    const now = isPlainObject(after) ? after : {}
    for (const [key, entry] of Object.entries(shape.entries)) {
      const meta = schemaShape(entry).meta
      if (meta?.kind === 'id') continue
      walk(entry, old[key], now[key], [...path, key], [...labels, meta?.label ?? key], changes)
    }
    return
  }
  if (shape.kind === 'list') {
    walkList(schema, before, after, path, labels, changes)
    return
  }
  const was = shown(shape.meta, before)
  const is = shown(shape.meta, after)
  if (was !== is) changes.push({ path: path.join('.'), label: labels.join(LABEL_JOIN), before: was, after: is })
}

/**
 * What changed from `before` to `after`, field by field in the schema's order: groups by their
 * fields, lists item by item (numbered from 1 as they are now, removed ones last), each change
 * labelled by its fields' labels ("Sunday service › Service starts"). Items are followed by their
 * ids (values by being equal), so a moved item is one move, and an edited one only its own fields.
 */
export function contentChanges(schema: v.GenericSchema, before: unknown, after: unknown): FieldChange[] {
  const changes: FieldChange[] = []
  walk(schema, before, after, [], [], changes)
  return changes
}
