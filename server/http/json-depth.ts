export const JSON_DEPTH_LIMIT = 32

const QUOTE = 0x22
const BACKSLASH = 0x5c
const OPENERS = new Set([0x5b, 0x7b])
const CLOSERS = new Set([0x5d, 0x7d])

/**
 * Whether JSON text nests arrays and objects more than `limit` levels deep, found by one scan
 * before parsing, so nothing recursive ever walks a hostile depth.
 */
export function exceedsJsonDepth(text: string, limit = JSON_DEPTH_LIMIT): boolean {
  let depth = 0
  let inString = false
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index)
    if (inString) {
      if (code === BACKSLASH) index++
      else if (code === QUOTE) inString = false
    } else if (code === QUOTE) inString = true
    else if (OPENERS.has(code)) {
      if (++depth > limit) return true
    } else if (CLOSERS.has(code)) depth--
  }
  return false
}
