/**
 * A title as HMRC's schedule takes it: 2 to 4 letters (an apostrophe or hyphen allowed after the
 * first), no full stop. One full stop typed at the end ('Mrs.') is dropped; anything else is refused.
 */
const HMRC_TITLE = /^[A-Za-z][A-Za-z'-]{1,3}$/

export const TITLE_INPUT_MAX = 5

/** The title as HMRC takes it, '' for none, or null when it cannot be one. */
export function hmrcTitle(typed: string): string | null {
  const trimmed = typed.trim()
  if (trimmed === '') return ''
  const withoutStop = trimmed.endsWith('.') ? trimmed.slice(0, -1) : trimmed
  return HMRC_TITLE.test(withoutStop) ? withoutStop : null
}
