/** Where a field's value sits in a document: object keys and list indexes. */
export type ValuePath = readonly (string | number)[]

/** The dot path the schema's issues and the server's details use: "sunday.serviceStarts", "people.1.role". */
export function dotPath(path: ValuePath): string {
  return path.join('.')
}

/** An element id for a field, safe in a URL fragment. */
export function fieldId(path: ValuePath): string {
  return `field-${path.join('-') || 'document'}`
}

export function getAt(value: unknown, path: ValuePath): unknown {
  let current = value
  for (const step of path) {
    if (current === null || typeof current !== 'object') return undefined
    current = (current as Record<string | number, unknown>)[step]
  }
  return current
}

/** A copy of `value` with the field at `path` replaced; what is not on the path is shared, not copied. */
export function setAt(value: unknown, path: ValuePath, next: unknown): unknown {
  const [step, ...rest] = path
  if (step === undefined) return next
  const inner = rest.length === 0 ? next : setAt(getAt(value, [step]), rest, next)
  if (Array.isArray(value) && typeof step === 'number') return value.map((item, index) => (index === step ? inner : item))
  return { ...(value as Record<string, unknown>), [step]: inner }
}

/** The list with the item at `from` moved to `to`. */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const moved = [...items]
  const [item] = moved.splice(from, 1)
  if (item !== undefined) moved.splice(to, 0, item)
  return moved
}
