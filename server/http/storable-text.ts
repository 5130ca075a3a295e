/** What a field whose text PostgreSQL cannot store is told. */
export const UNSTORABLE_TEXT = { error: 'Invalid request', message: 'Contains characters that cannot be stored' } as const

const NUL = '\u0000'
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

/** False for text holding NUL, or a UTF-16 surrogate without its other half: text PostgreSQL refuses to store. */
export function isStorableText(text: string): boolean {
  return !text.includes(NUL) && !LONE_SURROGATE.test(text)
}

/** The key shown for a field, with characters that cannot be shown replaced. */
function shownKey(key: string): string {
  return isStorableText(key) ? key : key.replaceAll(NUL, '\uFFFD').replace(new RegExp(LONE_SURROGATE, 'g'), '\uFFFD')
}

function pathOf(parent: string, key: string): string {
  return parent === '' ? shownKey(key) : `${parent}.${shownKey(key)}`
}

/**
 * The dotted paths of every string (or key) at any depth of `value` that PostgreSQL cannot
 * store. A bad key names the field itself. Depth is bounded by the caller (see json-depth.ts).
 */
export function unstorableFields(value: unknown, path = ''): string[] {
  if (typeof value === 'string') return isStorableText(value) ? [] : [path === '' ? 'body' : path]
  if (!value || typeof value !== 'object') return []
  const found: string[] = []
  const entries: [string, unknown][] = Array.isArray(value) ? value.map((item, index) => [String(index), item]) : Object.entries(value)
  for (const [key, item] of entries) {
    const itemPath = pathOf(path, key)
    if (!isStorableText(key)) found.push(itemPath)
    else found.push(...unstorableFields(item, itemPath))
  }
  return found
}

/** Each form field whose text cannot be stored, with the message to show beside it. */
export function unstorableFormFields(form: URLSearchParams): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const [name, value] of form) if (!isStorableText(name) || !isStorableText(value)) errors[shownKey(name)] = UNSTORABLE_TEXT.message
  return errors
}
