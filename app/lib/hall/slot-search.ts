/** The query parameter of /hall-hire that names a free time chosen from the hall's availability. */
export const SLOT_PARAM = 'slot'

/** A slot as the query writes it: `2026-12-05.afternoon`. */
export const SLOT_PATTERN = /^(\d{4}-\d{2}-\d{2})\.(morning|afternoon|evening)$/

/**
 * The search of /hall-hire: the slot kept only while it is well formed; its date is checked on the
 * server. Kept apart from slot.ts, as the page's loader, and so this, loads with every page.
 */
export function slotSearch(search: Record<string, unknown>): { slot?: string } {
  const value = search[SLOT_PARAM]
  return typeof value === 'string' && SLOT_PATTERN.test(value) ? { slot: value } : {}
}
