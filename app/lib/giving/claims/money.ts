/** Largest amount one gift may be: £1,000,000.00, far above any gift and within a PostgreSQL int. */
export const MAX_GIFT_PENCE = 100_000_000

const AMOUNT = /^-?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d{1,2})?$/

/**
 * Pounds and pence as written in a bank statement or typed by the treasurer ("10", "10.5",
 * "1,250.50", "-3.00") to integer pence, or null when it is not such a number ("£10", "10.5.0",
 * "1,25.00"). Never goes through a float.
 */
export function parseAmountPence(text: string): number | null {
  const trimmed = text.trim()
  if (!AMOUNT.test(trimmed)) return null
  const negative = trimmed.startsWith('-')
  const [pounds = '0', pence = ''] = trimmed.replace('-', '').replaceAll(',', '').split('.')
  const value = Number(pounds) * 100 + Number(pence.padEnd(2, '0'))
  if (!Number.isSafeInteger(value)) return null
  return negative ? -value : value
}

/** Integer pence as HMRC's schedule writes an amount: "1250.50", always two decimals, no separators. */
export function penceAsPounds(pence: number): string {
  const sign = pence < 0 ? '-' : ''
  const whole = Math.abs(pence)
  return `${sign}${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, '0')}`
}

/** Integer pence for people: "£1,250.50". */
export function formatPounds(pence: number): string {
  const [pounds, decimals] = penceAsPounds(pence).split('.')
  return `£${Number(pounds).toLocaleString('en-GB')}.${decimals}`
}
