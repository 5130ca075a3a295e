/** A paragraphs field's text as its paragraphs: separated by a blank line, empty ones left out. */
export function paragraphsOf(text: string): string[] {
  return text
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
}
