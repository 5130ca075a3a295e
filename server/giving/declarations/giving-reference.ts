import { randomInt } from 'node:crypto'
import { REFERENCE_ALPHABET, REFERENCE_PREFIX } from '../../../app/lib/giving/giving-reference.ts'

/** A random giving reference: 'GA' and `length` characters a bank statement cannot confuse. */
export function newGivingReference(length = 4): string {
  let reference = REFERENCE_PREFIX
  for (let i = 0; i < length; i++) reference += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)]
  return reference
}

/** How long the n-th attempt's reference is: four characters, one more after every few taken ones. */
export const referenceLength = (attempt: number) => Math.min(8, 4 + Math.floor(attempt / 3))

/** Attempts before giving up: at eight characters a collision is next to impossible. */
export const REFERENCE_ATTEMPTS = 15
