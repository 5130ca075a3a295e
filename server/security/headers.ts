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

export function isPrivatePath(pathname: string): boolean {
  return pathname === '/admin' || pathname.startsWith('/admin/') || pathname.startsWith('/api/admin')
}

/** Adds the site's security headers to a response, copying it first when its headers are immutable. */
export function withSecurityHeaders(response: Response, pathname: string, https: boolean): Response {
  let result = response
  try {
    result.headers.set('X-Content-Type-Options', 'nosniff')
  } catch {
    result = new Response(response.body, response)
    result.headers.set('X-Content-Type-Options', 'nosniff')
  }
  const headers = result.headers
  headers.set('Referrer-Policy', 'strict-origin-when-cross-origin')
  headers.set('Permissions-Policy', PERMISSIONS_POLICY)
  headers.set('X-Frame-Options', 'DENY')
  headers.set('Cross-Origin-Opener-Policy', 'same-origin')
  headers.set('Cross-Origin-Resource-Policy', 'same-origin')
  if (!headers.has('Content-Security-Policy')) headers.set('Content-Security-Policy', FALLBACK_CSP)
  if (https) headers.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains')
  if (isPrivatePath(pathname)) headers.set('X-Robots-Tag', 'noindex, nofollow')
  return result
}
