import { createHash } from 'node:crypto'
import type { StatementCredit } from './statement-rows.ts'

/**
 * Each credit's fingerprint: a hash of its date, amount, description and how many identical
 * credits came before it in the statement. Importing the same statement again gives the same
 * fingerprints, while two identical gifts on one day stay two gifts.
 */
export function creditFingerprints(credits: readonly StatementCredit[]): string[] {
  const seen = new Map<string, number>()
  return credits.map((credit) => {
    const key = `${credit.givenOn}|${credit.amountPence}|${credit.description}`
    const occurrence = (seen.get(key) ?? 0) + 1
    seen.set(key, occurrence)
    return createHash('sha256').update(`${key}|${occurrence}`).digest('hex')
  })
}
