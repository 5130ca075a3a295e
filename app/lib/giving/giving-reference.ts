/** The characters of a giving reference: no 0/O or 1/I, which are read one for the other on a bank statement. */
export const REFERENCE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ'

/** 'GA' and four characters: short enough for a standing order's 18-character reference. */
export const REFERENCE_PREFIX = 'GA'

const REFERENCE = new RegExp(`^${REFERENCE_PREFIX}[${REFERENCE_ALPHABET}]{4,8}$`)

/** Whether a typed text is shaped like a giving reference, ignoring case and spaces. */
export function asGivingReference(typed: string): string | null {
  const compact = typed.replace(/\s+/g, '').toUpperCase()
  return REFERENCE.test(compact) ? compact : null
}
