/** The delay before /our-people scrolls to the section named in the URL hash. */
export const HASH_SCROLL_DELAY_MS = 100

/** The element id a URL hash points at ('#trustees' → 'trustees'), or undefined for an empty or malformed hash. */
export function hashTargetId(hash: string): string | undefined {
  const raw = hash.startsWith('#') ? hash.slice(1) : hash
  if (!raw) return undefined
  try {
    return decodeURIComponent(raw)
  } catch {
    return undefined
  }
}

export function scrollBehaviour(prefersReducedMotion: boolean): ScrollBehavior {
  return prefersReducedMotion ? 'auto' : 'smooth'
}
