import { BOOK_SPELLINGS, bibleBook } from './bible-books.ts'

/** A Bible passage as the library keeps it: "John 10:1-18", and its book for the filter. */
export type Passage = { passage: string; book: string }

const asPattern = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s*')
/** Spellings a title may use for something else ("Is", "Am", "Jon", "Col"), left out when reading free text. */
const AMBIGUOUS = /^(?:\w{1,2}|jon|dan|col|mal|song|tit|jud|jas|hag|lam|num)$/i
const TEXT_PATTERN = BOOK_SPELLINGS.filter((spelling) => !AMBIGUOUS.test(spelling))
  .map(asPattern)
  .join('|')
const BOOK_PATTERN = BOOK_SPELLINGS.map(asPattern).join('|')
/** A book, then a chapter, optionally verses ("10:1-18", "23", "3:16, 18", "1:1–2:4"). */
const REFERENCE = `(\\d{1,3}(?:\\s*[:.v]\\s*\\d{1,3}[a-c]?)?(?:\\s*[-–—]\\s*\\d{1,3}(?:\\s*[:.]\\s*\\d{1,3}[a-c]?)?)?(?:\\s*,\\s*\\d{1,3}(?:\\s*[-–—]\\s*\\d{1,3})?)*)`
const IN_TEXT = new RegExp(`(?<![\\p{L}\\d])(${TEXT_PATTERN})\\.?\\s*${REFERENCE}(?![\\p{L}\\d])`, 'iu')
const WHOLE = new RegExp(`^\\s*(${BOOK_PATTERN})\\.?(?:\\s*${REFERENCE})?\\s*$`, 'iu')

function tidyReference(reference: string): string {
  return reference
    .replace(/\s+/g, '')
    .replace(/[.v](?=\d)/, ':')
    .replace(/[–—]/g, '-')
    .replace(/,/g, ', ')
}

function passageOf(spelling: string, reference: string | undefined): Passage | undefined {
  const book = bibleBook(spelling.replace(/\s+/g, ' '))
  if (!book) return undefined
  // "Psalm 23", not "Psalms 23": one psalm is named in the singular.
  const name = book === 'Psalms' && reference ? 'Psalm' : book
  return { passage: reference ? `${name} ${tidyReference(reference)}` : book, book }
}

/**
 * The first passage named in a text, such as a video's title or description: "Sermon on John 10"
 * gives John 10. A book named without a chapter is not a passage here: "Mark" is also a name.
 */
export function findPassage(text: string): Passage | undefined {
  const match = IN_TEXT.exec(text)
  return match ? passageOf(match[1]!, match[2]) : undefined
}

/**
 * A passage an administrator typed, written the library's way: "ps 23" gives Psalm 23, and a
 * book alone ("Ruth") is the whole book. Undefined when it does not start with a book of the Bible.
 */
export function parsePassage(text: string): Passage | undefined {
  const match = WHOLE.exec(text)
  return match ? passageOf(match[1]!, match[2]) : undefined
}
