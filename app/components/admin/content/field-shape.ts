import type * as v from 'valibot'
import { type FieldMeta, fieldMeta } from '~/content/fields/fields'
import { newItemId } from '~/content/fields/item-id'
import { schemaShape } from '~/lib/content/schema-shape'

/** The named fields of a document or a group, in the order the schema lists them. */
export function entriesOf(schema: v.GenericSchema): [string, v.GenericSchema][] {
  const shape = schemaShape(schema)
  return shape.kind === 'group' ? Object.entries(shape.entries) : []
}

/** The fields a volunteer fills in: a list item's id is not one of them. */
export function editableEntriesOf(schema: v.GenericSchema): [string, v.GenericSchema][] {
  return entriesOf(schema).filter(([, field]) => fieldMeta(field)?.kind !== 'id')
}

/** The React key of a list item: its id, or its place for an item that is a plain value. */
export function itemKey(item: unknown, index: number): string {
  const id = typeof item === 'object' && item !== null ? (item as { id?: unknown }).id : undefined
  return typeof id === 'string' ? id : `at-${index}`
}

/** The schema of one item of a list field. */
export function itemOf(schema: v.GenericSchema): v.GenericSchema {
  const shape = schemaShape(schema)
  if (shape.kind !== 'list') throw new Error('Not a list field')
  return shape.item
}

/** A field's editor description; a schema made outside fields.ts is a programming error. */
export function metaOf(schema: v.GenericSchema): FieldMeta {
  const meta = fieldMeta(schema)
  if (!meta) throw new Error('A document field must be made with the constructors of fields.ts')
  return meta
}

/** The value of a field nobody has filled in yet: what "Add person" starts from. */
export function emptyValue(schema: v.GenericSchema): unknown {
  const meta = fieldMeta(schema)
  if (!meta || meta.kind === 'group') return Object.fromEntries(entriesOf(schema).map(([key, field]) => [key, emptyValue(field)]))
  switch (meta.kind) {
    case 'year':
    case 'photo':
      return null
    case 'id':
      return newItemId()
    case 'choice':
      return Object.keys(meta.options ?? {})[0] ?? ''
    case 'list':
      return Array.from({ length: meta.minItems ?? 0 }, () => emptyValue(itemOf(schema)))
    default:
      return ''
  }
}
