/**
 * The hashtags of the description, then up to 4 faith words found in
 * the sermon, at most 6 distinct ones in all, or the fallback 'Sermon • Message • Faith'.
 */

const MAX_KEYWORDS = 6
const MAX_FAITH_WORDS = 4
const KEYWORD_SEPARATOR = ' • '
const FALLBACK_KEYWORDS = ['Sermon', 'Message', 'Faith'] as const

/** Words a sermon is about, as shown when found (whole words, any case, singular or plural). */
const FAITH_WORDS = [
  'Jesus',
  'Christ',
  'God',
  'Lord',
  'Faith',
  'Hope',
  'Love',
  'Grace',
  'Mercy',
  'Peace',
  'Joy',
  'Prayer',
  'Worship',
  'Praise',
  'Gospel',
  'Spirit',
  'Salvation',
  'Forgiveness',
  'Healing',
  'Trust',
  'Kingdom',
  'Cross',
  'Resurrection',
  'Easter',
  'Christmas',
  'Advent',
  'Heaven',
  'Bible',
  'Scripture',
  'Psalm',
  'Blessing',
  'Discipleship',
  'Church',
  'Family',
  'Community',
]

const FAITH_WORD_PATTERN = new RegExp(`\\b(${FAITH_WORDS.join('|')})s?\\b`, 'gi')
const CANONICAL = new Map(FAITH_WORDS.map((word) => [word.toLowerCase(), word]))

/** A hashtag starts a word (after a space or an opening bracket or quote) and holds at least one letter. */
const HASHTAG_PATTERN = /(?:^|[\s(["'“‘])#([\p{L}\p{N}_]*\p{L}[\p{L}\p{N}_]*)/gu

export function hashtagsOf(text: string): string[] {
  return [...text.matchAll(HASHTAG_PATTERN)].map((match) => match[1]!)
}

export function faithWordsIn(text: string): string[] {
  return [...text.matchAll(FAITH_WORD_PATTERN)].map((match) => CANONICAL.get(match[1]!.toLowerCase())!)
}

const keyOf = (word: string) => word.toLocaleLowerCase('en-GB')

export function sermonKeywords(sermon: { title?: string; description: string }): string[] {
  const keywords: string[] = []
  const seen = new Set<string>()
  const add = (word: string) => {
    if (keywords.length >= MAX_KEYWORDS || seen.has(keyOf(word))) return false
    seen.add(keyOf(word))
    keywords.push(word)
    return true
  }
  for (const tag of hashtagsOf(sermon.description)) add(tag)
  let faithWords = 0
  for (const word of faithWordsIn(`${sermon.title ?? ''}\n${sermon.description}`)) {
    if (faithWords >= MAX_FAITH_WORDS) break
    if (add(word)) faithWords += 1
  }
  return keywords
}

/** The keywords as one line: 'Hope • Romans • Grace', or 'Sermon • Message • Faith' when there are none. */
export function keywordLine(sermon: { title?: string; description: string }): string {
  const keywords = sermonKeywords(sermon)
  return (keywords.length > 0 ? keywords : FALLBACK_KEYWORDS).join(KEYWORD_SEPARATOR)
}
