import { jsonLdText } from './json-ld'

/** Structured data for search engines. A data block, not a script, so the CSP does not apply to it. */
export function JsonLd({ data }: { data: unknown }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: jsonLdText escapes everything that could end the script element
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />
}
