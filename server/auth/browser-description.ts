/** The longest description stored; User-Agent strings can be any length. */
const DESCRIPTION_MAX_LENGTH = 100

// Order matters: Edge, Opera and Samsung Internet also say "Chrome", and Chrome also says "Safari".
const BROWSERS: ReadonlyArray<readonly [pattern: RegExp, name: string]> = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\b(OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(Firefox|FxiOS)\//, 'Firefox'],
  [/\b(Chrome|CriOS|Chromium|HeadlessChrome)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
]

const SYSTEMS: ReadonlyArray<readonly [pattern: RegExp, name: string]> = [
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMacintosh\b|\bMac OS X\b/, 'Mac'],
  [/\bLinux\b/, 'Linux'],
]

const firstMatch = (text: string, table: typeof BROWSERS) => table.find(([pattern]) => pattern.test(text))?.[1]

/** A plain description such as "Chrome on Android" from a User-Agent header, or null when it says nothing we know. */
export function describeBrowser(userAgent: string | null): string | null {
  if (!userAgent) return null
  const browser = firstMatch(userAgent, BROWSERS)
  const system = firstMatch(userAgent, SYSTEMS)
  const description = browser && system ? `${browser} on ${system}` : (browser ?? (system ? `A browser on ${system}` : null))
  return description?.slice(0, DESCRIPTION_MAX_LENGTH) ?? null
}
