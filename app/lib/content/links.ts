/** Whether a link from a document leaves the site, rather than naming one of its pages (/contact). */
export function isExternalLink(href: string): boolean {
  return !href.startsWith('/')
}
