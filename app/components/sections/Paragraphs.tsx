import { splitParagraphs } from '~/lib/content/paragraphs'

/** A paragraphs field of a document, a <p> each. */
export function Paragraphs({ text, className }: { text: string; className?: string }) {
  return splitParagraphs(text).map((paragraph) => (
    <p key={paragraph} className={className}>
      {paragraph}
    </p>
  ))
}
