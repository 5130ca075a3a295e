import type * as v from 'valibot'
import type { FieldChange } from './content-types'
import { entriesOf, itemOf, metaOf } from './schema-shape'
import { getAt } from './value-path'

function words(value: unknown): string | null {
  if (value === undefined) return null
  if (value === null) return ''
  if (typeof value === 'object' && 'alt' in value) return `Photo: ${String((value as { alt: unknown }).alt)}`
  return String(value)
}

function walk(schema: v.GenericSchema, before: unknown, after: unknown, path: string[], labels: string[], out: FieldChange[]) {
  const meta = metaOf(schema)
  const label = [...labels, meta.label]
  if (meta.kind === 'group') {
    for (const [key, field] of entriesOf(schema)) walk(field, getAt(before, [key]), getAt(after, [key]), [...path, key], label, out)
    return
  }
  if (meta.kind === 'list') {
    const item = itemOf(schema)
    const length = Math.max(Array.isArray(before) ? before.length : 0, Array.isArray(after) ? after.length : 0)
    for (let index = 0; index < length; index++) {
      walkItem(item, getAt(before, [index]), getAt(after, [index]), [...path, String(index)], [...label, String(index + 1)], out)
    }
    return
  }
  const [was, is] = [words(before), words(after)]
  if (was !== is) out.push({ path: path.join('.'), label: label.join(' › '), before: was, after: is })
}

function walkItem(schema: v.GenericSchema, before: unknown, after: unknown, path: string[], labels: string[], out: FieldChange[]) {
  if (metaOf(schema).kind === 'group') {
    for (const [key, field] of entriesOf(schema)) walk(field, getAt(before, [key]), getAt(after, [key]), [...path, key], labels, out)
    return
  }
  const [was, is] = [before === undefined ? null : words(before), after === undefined ? null : words(after)]
  if (was !== is) out.push({ path: path.join('.'), label: labels.join(' › '), before: was, after: is })
}

/** The fields that differ from `before` to `after`, labelled as the editor labels them. */
export function changesBetween(schema: v.GenericSchema, before: unknown, after: unknown): FieldChange[] {
  const out: FieldChange[] = []
  for (const [key, field] of entriesOf(schema)) walk(field, getAt(before, [key]), getAt(after, [key]), [key], [], out)
  return out
}
