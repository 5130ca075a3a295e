/** Hosts a visitor may choose to load in a frame (each behind a click-to-load placeholder). */
const FRAME_HOSTS = [
  'https://www.youtube-nocookie.com',
  'https://www.google.com',
  'https://maps.google.com',
  'https://calendar.google.com',
  'https://www.ucb.co.uk',
] as const

/** Whether a page may show this address in a frame: its host is one the policy allows. */
export function canFrame(address: string): boolean {
  try {
    return (FRAME_HOSTS as readonly string[]).includes(new URL(address).origin)
  } catch {
    return false
  }
}

/**
 * The page's policy. `mediaHosts` are the origins of audio a page plays from elsewhere: a sermon's
 * page names its podcast episode's host, and no other page plays any.
 */
export function contentSecurityPolicy(nonce: string, frameHosts: readonly string[] = FRAME_HOSTS, mediaHosts: readonly string[] = []): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    ["media-src 'self'", ...mediaHosts].join(' '),
    `frame-src ${frameHosts.join(' ')}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ')
}
