/** A tel: link for a phone number as people write it ('01632 960789' → 'tel:01632960789'). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`
}
