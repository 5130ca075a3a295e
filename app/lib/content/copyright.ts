import type { Footer } from '~/content/documents/footer.ts'

/** The year the footer's copyright line shows: the church's own, or this year in the UK. */
export function copyrightYear(footer: Footer, now = new Date()): number {
  return footer.copyrightYear ?? Number(now.toLocaleDateString('en-GB', { timeZone: 'Europe/London', year: 'numeric' }))
}
