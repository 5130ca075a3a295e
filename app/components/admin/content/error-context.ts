import type * as v from 'valibot'
import { capitalised } from '~/content/fields/fields'
import { schemaShape } from '~/lib/content/schema-shape'

type Place = {
  /** The list items on the way to the field: "Trustees, person 3". */
  items: string[]
  /** The label of the group the field sits in, when it is not the document itself. */
  group: string | null
  /** The label of the field itself, when the path ends at a list item. */
  ownLabel: string | null
}

/** Where a field sits in a document, read from the schema along its dot path. */
function placeOf(schema: v.GenericSchema, path: string): Place {
  const place: Place = { items: [], group: null, ownLabel: null }
  let current: v.GenericSchema | undefined = schema
  for (const step of path === 'form' ? [] : path.split('.')) {
    const shape: ReturnType<typeof schemaShape> | undefined = current ? schemaShape(current) : undefined
    if (shape?.kind === 'list' && /^\d+$/.test(step)) {
      const item = `${shape.meta?.itemLabel ?? 'item'} ${Number(step) + 1}`
      place.items.push(shape.meta?.label ? `${shape.meta.label}, ${item}` : capitalised(item))
      current = shape.item
      place.ownLabel = schemaShape(shape.item).meta?.label ?? null
      place.group = null
    } else {
      place.group = current !== schema && shape?.kind === 'group' ? (shape.meta?.label ?? null) : place.group
      current = shape?.kind === 'group' ? shape.entries[step] : undefined
      place.ownLabel = null
    }
  }
  return place
}

/**
 * Which item or group a field belongs to, to tell its controls apart from the same field elsewhere:
 * "Trustees, person 3", "Pastor"; null for a field of the document itself.
 */
export function fieldOwner(schema: v.GenericSchema, path: string): string | null {
  const { items, group } = placeOf(schema, path)
  return items.length > 0 ? items.join(', ') : group
}

/**
 * A field's message as the error summary says it, naming the list items on its way: "Buses that
 * stop nearby, bus 1: this cannot be empty" rather than "Bus: …", and "Trustees, person 3: Photo:
 * description: …" rather than "Photo: …".
 * `path` is the dot path of the field in the document, as its errors are keyed.
 */
export function messageInContext(schema: v.GenericSchema, path: string, message: string): string {
  const { items, ownLabel } = placeOf(schema, path)
  if (items.length === 0) return message
  // An item that is itself the field ("Bus"): its number takes the place of its label.
  const where = items.join(', ')
  if (ownLabel && message.startsWith(`${ownLabel}: `)) return `${where}: ${message.slice(ownLabel.length + 2)}`
  return `${where}: ${message}`
}
