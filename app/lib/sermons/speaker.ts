/** The longest speaker the library stores (the column's check). */
export const SPEAKER_MAX_LENGTH = 80

/** Titles a preacher goes by, longest first so "Revd Canon" is read whole. */
const TITLE = String.raw`(?:Rev(?:erend|d|\.)?\s+(?:Canon|Dr\.?|Preb\.?)|Rev(?:erend|d|\.)?|Pastor|Ps\.|Canon|Bishop|Archdeacon|Dr\.?|Father|Fr\.|Elder|Evangelist|Minister)`
/** A word of a name: capitalised, perhaps hyphenated or with an apostrophe (O’Neill, Smith-Jones), or an initial. */
const NAME_WORD = String.raw`(?:(?:O['’])?[A-Z][a-z]+(?:['’-][A-Z]?[a-z]+)*|[A-Z]\.)`
const NAME = String.raw`${NAME_WORD}(?:\s+${NAME_WORD}){0,2}`

/** "Pastor Dave", "Rev. Jane Smith", "Revd Canon Mary Hughes": a title word, then a name. */
const TITLED = new RegExp(String.raw`(?<![A-Za-z])(${TITLE})\s+(${NAME})`, 'g')
/** "Speaker: Tom Okafor", "Preacher - Jane Smith", "Preached by Pastor Dave": a label, then a name. */
const LABELLED = new RegExp(String.raw`(?<![A-Za-z])(?:Speaker|Preacher|Preached by|Speaking|Sermon by)\s*[:\-–—]?\s+(?:(${TITLE})\s+)?(${NAME})`, 'g')

/** Capitalised words that follow a title word but are not names: "Pastor Appreciation Sunday". */
const NOT_NAMES = new Set(
  'Appreciation Anniversary Installation Ordination Induction Farewell Welcome Team Teams Sunday Service Services Sermon Sermons Series Says Said Speaks Prayer Prayers Update Updates Who What When Why How The And Of In On At For From Live Online Part Week Reading Opens Preaches'.split(
    ' ',
  ),
)

/**
 * The preacher a video's title or description names, to offer the administrator: "Pastor Dave",
 * "Rev. Jane Smith", "Tom Okafor" from "Speaker: Tom Okafor". Only a name after a title word or a
 * label counts, so a title such as "The Good Shepherd" or "Pastor Appreciation Sunday" gives nothing.
 */
export function findSpeaker(text: string): string | undefined {
  return firstSpeaker(text, LABELLED) ?? firstSpeaker(text, TITLED)
}

function firstSpeaker(text: string, pattern: RegExp): string | undefined {
  for (const match of text.matchAll(pattern)) {
    const name = nameWords(match[2]!)
    if (name) return [match[1], name].filter(Boolean).join(' ').slice(0, SPEAKER_MAX_LENGTH)
  }
  return undefined
}

/** The name without the capitalised words after it that are not names; undefined when it starts with one, or is only initials. */
function nameWords(name: string): string | undefined {
  const words = name.split(/\s+/)
  const end = words.findIndex((word) => NOT_NAMES.has(word))
  const kept = end === -1 ? words : words.slice(0, end)
  if (kept.length === 0 || kept.every((word) => /^[A-Z]\.$/.test(word))) return undefined
  return kept.join(' ')
}
