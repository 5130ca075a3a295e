import { PARAGRAPH_BREAK } from './paragraphs.ts'
import { isSafeHref } from './links.ts'

/** A piece of a paragraph: text shown as it is written, or a link. */
export type Segment = { kind: 'text'; text: string } | { kind: 'link'; label: string; href: string }
export type RichParagraph = Segment[]

/**
 * A link as a text writes it: [label](href). The label holds no brackets or line break; the href
 * no white space, and parentheses only in balanced pairs one deep, as in a Wikipedia address.
 */
const LINK = /\[([^[\]\r\n]*)\]\(((?:[^()\s]|\([^()\s]*\))+)\)/g

function isLink(label: string, href: string): boolean {
  return label.trim() !== '' && isSafeHref(href)
}

/** A text as text and links; anything that is not a link stays text exactly as written. */
export function findLinks(text: string): Segment[] {
  const segments: Segment[] = []
  let rest = 0
  for (const match of text.matchAll(LINK)) {
    const [written, label = '', href = ''] = match
    if (!isLink(label, href)) continue
    if (match.index > rest) segments.push({ kind: 'text', text: text.slice(rest, match.index) })
    segments.push({ kind: 'link', label: label.trim(), href })
    rest = match.index + written.length
  }
  if (rest < text.length) segments.push({ kind: 'text', text: text.slice(rest) })
  return segments
}

/** The hrefs of what a text writes as links but that a page would refuse to link to. */
export function unsafeLinks(text: string): string[] {
  return [...text.matchAll(LINK)].filter(([, label = '', href = '']) => label.trim() !== '' && !isSafeHref(href)).map(([, , href = '']) => href)
}

function trimEdges(paragraph: RichParagraph): RichParagraph {
  const last = paragraph.length - 1
  return paragraph
    .map((segment, index) => {
      if (segment.kind !== 'text') return segment
      const start = index === 0 ? segment.text.trimStart() : segment.text
      return { kind: 'text' as const, text: index === last ? start.trimEnd() : start }
    })
    .filter((segment) => segment.kind === 'link' || segment.text !== '')
}

function splitAtBlankLines(segments: Segment[]): RichParagraph[] {
  const paragraphs: RichParagraph[] = [[]]
  for (const segment of segments) {
    if (segment.kind === 'link') {
      paragraphs.at(-1)?.push(segment)
      continue
    }
    segment.text.split(PARAGRAPH_BREAK).forEach((text, index) => {
      if (index > 0) paragraphs.push([])
      paragraphs.at(-1)?.push({ kind: 'text', text })
    })
  }
  return paragraphs.map(trimEdges).filter((paragraph) => paragraph.length > 0)
}

/**
 * A paragraphs field's text as paragraphs of text and links (only when the field takes links).
 * Facts are written out after the links are found, into text and labels only, so the value of a
 * fact is always shown as text and never becomes a link.
 */
export function richParagraphs(text: string, { links = false, fill = (plain: string) => plain }: { links?: boolean; fill?: (text: string) => string } = {}) {
  const found: Segment[] = links ? findLinks(text) : [{ kind: 'text', text }]
  const filled = found.map(
    (segment): Segment => (segment.kind === 'text' ? { kind: 'text', text: fill(segment.text) } : { ...segment, label: fill(segment.label) }),
  )
  return splitAtBlankLines(filled)
}
