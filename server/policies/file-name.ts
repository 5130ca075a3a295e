import { MAX_POLICY_FILE_NAME_LENGTH } from '../../app/lib/policies/policy-types.ts'

/** Control characters, and the bidirectional overrides that can disguise a name's extension. */
const UNSAFE_CHARACTERS = /[\p{Cc}\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu

/**
 * The name a policy file is shown under: control characters and any folder parts removed,
 * at most 200 characters. Empty when nothing usable is left. It is only ever displayed,
 * never used as a storage key.
 */
export function cleanFileName(given: string): string {
  const name = (given.replace(UNSAFE_CHARACTERS, '').split(/[\\/]/).pop() ?? '').trim()
  if (/^\.*$/.test(name)) return ''
  return Array.from(name).slice(0, MAX_POLICY_FILE_NAME_LENGTH).join('').trim()
}

/** The X-File-Name header (percent-encoded by our uploader, since headers carry no Unicode), cleaned. */
export function fileNameFromHeader(header: string | null): string {
  if (!header) return ''
  try {
    return cleanFileName(decodeURIComponent(header))
  } catch {
    return cleanFileName(header)
  }
}
