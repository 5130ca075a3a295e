import type { EmailDelivery } from '~/lib/forms/inbox'
import { formatActivityTime } from '~/components/admin/shell/ActivityTable'

/** One e-mail's delivery said in words: sent when, pending until the next try, failed and why, held, or no recipient. */
export function deliveryInWords(delivery: EmailDelivery): string {
  switch (delivery.status) {
    case 'sent':
      return `Sent ${delivery.sent_at ? formatActivityTime(delivery.sent_at) : ''}`.trim()
    case 'pending':
      if (delivery.attempts === 0 || !delivery.next_attempt_at) return 'Pending: waiting to be sent'
      return `Pending: try ${delivery.attempts} failed (${delivery.last_error ?? 'no reason given'}), next try ${formatActivityTime(delivery.next_attempt_at)}`
    case 'failed':
      return `Failed: ${delivery.last_error ?? 'no reason given'}`
    case 'held':
      return 'Held: not sent, no mail provider configured'
    case 'no_recipient':
      return 'No recipient: set an address for this form in Email Configuration'
  }
}

export const DELIVERY_TONE: Record<EmailDelivery['status'], string> = {
  sent: 'bg-emerald-100 text-emerald-900',
  pending: 'bg-cream-200 text-ink-900',
  failed: 'bg-red-100 text-red-900',
  held: 'bg-gold-300/50 text-ink-900',
  no_recipient: 'bg-gold-300/50 text-ink-900',
}

/** A field name as a label: 'firstName' → 'First name', 'event_date' → 'Event date'. */
export function fieldLabel(name: string): string {
  const words = name
    .replace(/_/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/** A field's value as text; lists joined, other values as JSON. */
export function fieldText(value: unknown): string {
  if (typeof value === 'string') return value
  if (Array.isArray(value)) return value.map(fieldText).join(', ')
  if (typeof value === 'boolean') return value ? 'Yes' : 'No'
  return JSON.stringify(value)
}
