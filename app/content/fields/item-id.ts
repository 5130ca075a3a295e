import * as v from 'valibot'

/**
 * A list item's own id, which stays with it when it moves: the comparison of versions follows it,
 * so a moved item reads as one move and an edited one as its own fields. Unique within its list.
 * The editor makes one for each item added; items older than ids got theirs from a migration.
 */
export const ITEM_ID = /^[a-z0-9]{1,16}$/

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789'

/** A new item's id: ten random letters and digits. */
export function newItemId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(10))
  return Array.from(bytes, (byte) => ALPHABET[byte % ALPHABET.length]).join('')
}

export const ITEM_ID_KEY = 'id'

/**
 * The id field list() adds to each item that is a group of fields; the editor shows no control for
 * it. An item that comes without one (from an editor page loaded before items had ids, or a file
 * written by hand) is given a new one when it is saved.
 */
export function itemId(itemLabel: string) {
  const message = `${itemLabel}: an item's id is letters and digits, at most 16`
  return v.pipe(v.optional(v.pipe(v.string(message), v.regex(ITEM_ID, message)), newItemId), v.metadata({ field: { kind: 'id' as const, label: 'Id' } }))
}
