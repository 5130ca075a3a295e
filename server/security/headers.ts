import { isAdminPath } from '../../app/lib/admin/admin-path.ts'

const PERMISSIONS_POLICY = [
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'browsing-topics=()',
  'fullscreen=(self "https://www.youtube-nocookie.com")',
  'autoplay=(self "https://www.youtube-nocookie.com")',
].join(', ')

/** For responses that set no policy of their own (JSON, redirects): nothing may load. */
const FALLBACK_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; object-src 'none'; form-action 'self'"

type HeaderList = ReadonlyArray<[string, string]>

const EVERY_ANSWER: HeaderList = [
  ['X-Content-Type-Options', 'nosniff'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ['Permissions-Policy', PERMISSIONS_POLICY],
  ['X-Frame-Options', 'DENY'],
  ['Cross-Origin-Opener-Policy', 'same-origin'],
  ['Cross-Origin-Resource-Policy', 'same-origin'],
  ['Content-Security-Policy', FALLBACK_CSP],
]
const HSTS: HeaderList = [['Strict-Transport-Security', 'max-age=31536000; includeSubDomains']]
const NOT_INDEXED: HeaderList = [['X-Robots-Tag', 'noindex, nofollow']]

/** The four lists, made once: [over https][admin path]. */
const LISTS = [false, true].map((https) => [false, true].map((adminPath) => [...EVERY_ANSWER, ...(https ? HSTS : []), ...(adminPath ? NOT_INDEXED : [])]))

/** Pages an e-mailed single-use link opens: their address holds the token, so no Referer may carry it on. */
const LINK_PAGES = new Set(['/admin/invitation', '/admin/reset-password'])
const withoutReferrer = (list: HeaderList): HeaderList =>
  list.map(([name, value]): [string, string] => [name, name === 'Referrer-Policy' ? 'no-referrer' : value])
const LINK_PAGE_LISTS = [false, true].map((https) => withoutReferrer(LISTS[Number(https)]![1]!))

/** The security headers every answer gets; a policy of the response's own comes first. */
export function securityHeaders(pathname: string, https: boolean): HeaderList {
  if (LINK_PAGES.has(pathname)) return LINK_PAGE_LISTS[Number(https)]!
  return LISTS[Number(https)]![Number(isAdminPath(pathname))]!
}

/** Adds the site's security headers to a response, copying it first when its headers are immutable. */
export function withSecurityHeaders(response: Response, pathname: string, https: boolean): Response {
  let result = response
  try {
    result.headers.set('X-Content-Type-Options', 'nosniff')
  } catch {
    result = new Response(response.body, response)
  }
  const headers = result.headers
  for (const [name, value] of securityHeaders(pathname, https)) {
    if (name !== 'Content-Security-Policy' || !headers.has(name)) headers.set(name, value)
  }
  return result
}
