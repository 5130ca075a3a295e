import { isWebAddress } from '~/content/fields/links'
import { type RichParagraph, richParagraphs, type Segment } from '~/content/fields/rich-text'
import { useFacts } from '~/lib/content/use-content'
import { ExternalLink, textLinkClass } from './links'

function SegmentView({ segment }: { segment: Segment }) {
  if (segment.kind === 'text') return segment.text
  if (isWebAddress(segment.href)) {
    return (
      <ExternalLink href={segment.href} className={textLinkClass}>
        {segment.label}
      </ExternalLink>
    )
  }
  return (
    <a href={segment.href} className={textLinkClass}>
      {segment.label}
    </a>
  )
}

const paragraphKey = (paragraph: RichParagraph) =>
  paragraph.map((segment) => (segment.kind === 'text' ? segment.text : `[${segment.label}](${segment.href})`)).join('')

/** Paragraphs of text and links, a <p> each; another website's link opens in a new tab. */
export function RichText({ paragraphs, className }: { paragraphs: RichParagraph[]; className?: string }) {
  return paragraphs.map((paragraph) => (
    <p key={paragraphKey(paragraph)} className={className}>
      {paragraph.map((segment, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one paragraph, which never reorder
        <SegmentView key={index} segment={segment} />
      ))}
    </p>
  ))
}

/** A paragraphs field of a document, a <p> each, with its facts written out and, when the field takes them, its links. */
export function Paragraphs({ text, links = false, className }: { text: string; links?: boolean; className?: string }) {
  const fill = useFacts()
  return <RichText paragraphs={richParagraphs(text, { links, fill })} className={className} />
}
