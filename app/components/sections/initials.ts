/** Up to two capital letters for a person's monogram: first and last name, ignoring a leading title. */
export function initials(name: string): string {
  const words = name
    .replace(/^(pastor|rev(erend)?|dr|mr|mrs|ms|miss)\.?\s+/i, '')
    .split(/\s+/)
    .filter(Boolean)
  const first = words[0]?.[0] ?? ''
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : ''
  return `${first}${last}`.toUpperCase()
}
