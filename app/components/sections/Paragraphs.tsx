import { paragraphsOf } from '~/lib/content/paragraphs'

/** A paragraphs field of a document, a <p> each. */
export function Paragraphs({ text, className }: { text: string; className?: string }) {
  return paragraphsOf(text).map((paragraph) => (
    <p key={paragraph} className={className}>
      {paragraph}
    </p>
  ))
}
