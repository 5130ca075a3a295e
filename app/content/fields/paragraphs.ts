/** What separates two paragraphs of a paragraphs field: a blank line. */
export const PARAGRAPH_BREAK = /\r?\n\s*\r?\n/

/** A paragraphs field's text as its paragraphs. */
export function splitParagraphs(text: string): string[] {
  return text
    .split(PARAGRAPH_BREAK)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
}
