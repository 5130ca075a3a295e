/**
 * JSON for a <script type="application/ld+json"> element. '<' is escaped so that no value
 * (such as "</script>") can end the element early; JSON parsers read \u003c back as '<'.
 */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c')
}
