import type * as v from 'valibot'
import { type FieldMeta, fieldMeta } from '../../content/fields/fields.ts'

/**
 * How a document's schema is made, as far as walking its content needs: a group of named fields,
 * a list of items, or one value (a text, a time, a photo …). Read from the schemas fields.ts builds.
 */
export type SchemaShape =
  | { kind: 'group'; meta: FieldMeta | undefined; entries: Readonly<Record<string, v.GenericSchema>> }
  | { kind: 'list'; meta: FieldMeta | undefined; item: v.GenericSchema }
  | { kind: 'value'; meta: FieldMeta | undefined }

type Inspected = { type?: string; entries?: Record<string, v.GenericSchema>; item?: v.GenericSchema }

export function schemaShape(schema: v.GenericSchema): SchemaShape {
  const meta = fieldMeta(schema)
  const inspected = schema as Inspected
  if (meta?.kind === 'photo') return { kind: 'value', meta }
  if (inspected.type === 'object' && inspected.entries) return { kind: 'group', meta, entries: inspected.entries }
  if (inspected.type === 'array' && inspected.item) return { kind: 'list', meta, item: inspected.item }
  return { kind: 'value', meta }
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** The fields a value holds that its schema does not name, as dot paths: content is refused rather than trimmed of them silently. */
export function unknownFields(schema: v.GenericSchema, value: unknown, path: string[] = []): string[] {
  const shape = schemaShape(schema)
  if (shape.kind === 'group' && isPlainObject(value)) {
    return Object.keys(value).flatMap((key) =>
      Object.hasOwn(shape.entries, key) ? unknownFields(shape.entries[key]!, value[key], [...path, key]) : [[...path, key].join('.')],
    )
  }
  if (shape.kind === 'list' && Array.isArray(value)) return value.flatMap((item, index) => unknownFields(shape.item, item, [...path, String(index)]))
  return []
}
