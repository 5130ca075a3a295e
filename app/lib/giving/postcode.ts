/**
 * A UK postcode as HMRC's Gift Aid schedule wants it: capitals, one space before the inward part
 * ('BR5 2RW'). The outward part is A9, A99, AA9, AA99, A9A or AA9A, where a second letter is never
 * I or Z (the rule of HMRC's published schedule checks, repository hmrc/charities-claims-validation).
 * GIR 0AA, Girobank's, is refused: no one lives there, and the store's check admits only this shape.
 */
const HMRC_POSTCODE = /^(?:[A-Z][0-9]{1,2}|[A-Z][A-HJ-Y][0-9]{1,2}|[A-Z][0-9][A-Z]|[A-Z][A-HJ-Y][0-9][A-Z]) [0-9][A-Z]{2}$/

/** The longest a typed postcode may be before it is read at all: 'SW1A  1AA' with room for stray spaces. */
export const POSTCODE_INPUT_MAX = 12

/** The postcode in HMRC's form ('ne270qq' → 'NE27 0QQ'), or null when it cannot be a UK postcode. */
export function hmrcPostcode(typed: string): string | null {
  if (typed.length > POSTCODE_INPUT_MAX) return null
  const compact = typed.replace(/\s+/g, '').toUpperCase()
  if (compact.length < 5 || compact.length > 7) return null
  const written = `${compact.slice(0, -3)} ${compact.slice(-3)}`
  return HMRC_POSTCODE.test(written) ? written : null
}
