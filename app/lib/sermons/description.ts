/** A sermon's description as the library shows it: paragraphs of text in which web addresses are links. */

export type DescriptionPart = { text: string } | { href: string }

const ADDRESS = /\bhttps?:\/\/[^\s<>"']+/gi
/** Punctuation that ends a sentence rather than an address. */
const TRAILING = /[.,;:!?)\]]+$/

/** Paragraphs split at blank lines, each a run of text and http(s) links; nothing else ever becomes a link. */
export function descriptionParagraphs(description: string): DescriptionPart[][] {
  return description
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map(paragraphParts)
}

function paragraphParts(paragraph: string): DescriptionPart[] {
  const parts: DescriptionPart[] = []
  let from = 0
  for (const match of paragraph.matchAll(ADDRESS)) {
    const href = match[0].replace(TRAILING, '')
    if (!URL.canParse(href)) continue
    if (match.index > from) parts.push({ text: paragraph.slice(from, match.index) })
    parts.push({ href })
    from = match.index + href.length
  }
  if (from < paragraph.length) parts.push({ text: paragraph.slice(from) })
  return parts
}
