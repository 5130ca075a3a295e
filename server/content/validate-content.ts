import * as v from 'valibot'
import { DOCUMENTS } from '../../app/content/documents/index.ts'
import type { ContentKey } from '../../app/content/documents/keys.ts'
import { isPlainObject, unknownFields } from '../../app/lib/content/schema-shape.ts'
import { fieldErrors } from '../../app/lib/forms/validation.ts'
import type { Queryable } from '../../db/queryable.ts'
import { BadRequest } from '../errors.ts'
import { resolvePhotos } from '../photos/archive.ts'

export type ContentCheck = { ok: true; content: unknown } | { ok: false; details: Record<string, string> }

const prefixed = (prefix: string, path: string) => (path === 'form' ? prefix : `${prefix}.${path}`)

/**
 * Checks content against its document's schema: the content as it is stored (texts trimmed), or
 * every field at fault keyed `<prefix>.<path>`, with a field the schema does not name refused too.
 */
export function checkContent(key: ContentKey, content: unknown, prefix: string): ContentCheck {
  const { schema, title } = DOCUMENTS[key]
  if (!isPlainObject(content)) return { ok: false, details: { [prefix]: `${title}: expected the document's fields` } }
  const result = v.safeParse(schema, content)
  const details: Record<string, string> = {}
  if (!result.success) {
    for (const [path, message] of Object.entries(fieldErrors(result.issues))) details[prefixed(prefix, path)] = message
  }
  for (const path of unknownFields(schema, content)) {
    details[prefixed(prefix, path)] = `${path.split('.').at(-1)}: this document has no such field`
  }
  if (result.success && Object.keys(details).length === 0) return { ok: true, content: result.output }
  if (Object.keys(details).length === 0) details[prefix] = `${title}: the content is not valid`
  return { ok: false, details }
}

/** The content as stored, or a BadRequest naming every field at fault. */
export function validContent(key: ContentKey, content: unknown, prefix = 'content'): unknown {
  const checked = checkContent(key, content, prefix)
  if (!checked.ok) throw new BadRequest('Some fields need attention', 400, checked.details)
  return checked.content
}

/** The content with each photo's true size from the photo library, or a BadRequest keyed `<prefix>.<path>` naming a photo the library does not hold. */
export async function withPhotosResolved<T>(content: T, prefix = 'content', db?: Queryable): Promise<T> {
  try {
    return await resolvePhotos(content, undefined, db)
  } catch (error) {
    if (!(error instanceof BadRequest) || !error.details) throw error
    const details = Object.fromEntries(Object.entries(error.details).map(([path, message]) => [prefixed(prefix, path), message]))
    throw new BadRequest('Some fields need attention', 400, details)
  }
}
