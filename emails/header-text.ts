/** Bidirectional marks, embeddings, overrides and isolates: they can make a line read otherwise than it is written. */
const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu
/** Control characters, tabs and line breaks included, and Unicode's line and paragraph separators. */
const BREAKS_AND_CONTROLS = /[\p{Cc}\u2028\u2029]/gu

/**
 * Visitor text fit for one line of an e-mail header, such as the subject: bidirectional controls
 * removed, control characters and line breaks turned to spaces, spaces run together and trimmed.
 */
export function headerText(text: string): string {
  return text.replace(BIDI_CONTROLS, '').replace(BREAKS_AND_CONTROLS, ' ').replace(/\s+/gu, ' ').trim()
}
