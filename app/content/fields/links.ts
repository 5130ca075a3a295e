/** Whether a link from a document leaves the site, rather than naming one of its pages (/contact). */
export function isExternalLink(href: string): boolean {
  return !href.startsWith('/')
}

/** Whether a link is one a page may show: a web address, an e-mail or phone link, or a path on this site. */
export function isSafeHref(value: string): boolean {
  if (value.startsWith('/')) return !value.startsWith('//') && !/[\s\\]/.test(value)
  try {
    const url = new URL(value)
    return ['https:', 'http:', 'mailto:', 'tel:'].includes(url.protocol) && !/\s/.test(value)
  } catch {
    return false
  }
}

/** Whether a link opens another website, in a new tab, rather than a page of this site, an e-mail or a call. */
export function isWebAddress(href: string): boolean {
  return /^https?:/i.test(href)
}
