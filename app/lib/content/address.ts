import type { Church } from '~/content/documents/church.ts'

/** The church's address as lines, without the empty ones. */
export function addressLines(church: Church): string[] {
  const { building, street, locality, town, county, postcode } = church.address
  return [building, street, [locality, town].filter(Boolean).join(', '), [county, postcode].filter(Boolean).join(' ')].filter(Boolean)
}

export function addressOneLine(church: Church): string {
  return addressLines(church).join(', ')
}
