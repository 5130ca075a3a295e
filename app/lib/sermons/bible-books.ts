/**
 * The 66 books of the Protestant Bible in their order, each with the name the library shows and
 * filters by, and the other ways titles write it ("Ps", "1 Cor", "Song of Songs"). Aliases are
 * compared without case, dots or spaces.
 */
const BOOKS: readonly (readonly [name: string, ...aliases: string[]])[] = [
  ['Genesis', 'Gen', 'Gn'],
  ['Exodus', 'Exod', 'Ex'],
  ['Leviticus', 'Lev', 'Lv'],
  ['Numbers', 'Num', 'Nm'],
  ['Deuteronomy', 'Deut', 'Dt'],
  ['Joshua', 'Josh', 'Jos'],
  ['Judges', 'Judg', 'Jdg'],
  ['Ruth', 'Rth'],
  ['1 Samuel', '1 Sam', 'I Samuel', 'First Samuel'],
  ['2 Samuel', '2 Sam', 'II Samuel', 'Second Samuel'],
  ['1 Kings', '1 Kgs', 'I Kings', 'First Kings'],
  ['2 Kings', '2 Kgs', 'II Kings', 'Second Kings'],
  ['1 Chronicles', '1 Chron', '1 Chr', 'I Chronicles', 'First Chronicles'],
  ['2 Chronicles', '2 Chron', '2 Chr', 'II Chronicles', 'Second Chronicles'],
  ['Ezra', 'Ezr'],
  ['Nehemiah', 'Neh'],
  ['Esther', 'Esth', 'Est'],
  ['Job', 'Jb'],
  ['Psalms', 'Psalm', 'Ps', 'Psa', 'Pss'],
  ['Proverbs', 'Prov', 'Prv'],
  ['Ecclesiastes', 'Eccl', 'Eccles', 'Qoheleth'],
  ['Song of Songs', 'Song of Solomon', 'Song', 'Song of Sol', 'Canticles'],
  ['Isaiah', 'Isa', 'Is'],
  ['Jeremiah', 'Jer'],
  ['Lamentations', 'Lam'],
  ['Ezekiel', 'Ezek', 'Ezk'],
  ['Daniel', 'Dan', 'Dn'],
  ['Hosea', 'Hos'],
  ['Joel', 'Jl'],
  ['Amos', 'Am'],
  ['Obadiah', 'Obad', 'Ob'],
  ['Jonah', 'Jon'],
  ['Micah', 'Mic'],
  ['Nahum', 'Nah'],
  ['Habakkuk', 'Hab'],
  ['Zephaniah', 'Zeph'],
  ['Haggai', 'Hag'],
  ['Zechariah', 'Zech'],
  ['Malachi', 'Mal'],
  ['Matthew', 'Matt', 'Mt'],
  ['Mark', 'Mk', 'Mrk'],
  ['Luke', 'Lk', 'Luk'],
  ['John', 'Jn', 'Jhn'],
  ['Acts', 'Acts of the Apostles'],
  ['Romans', 'Rom', 'Rm'],
  ['1 Corinthians', '1 Cor', 'I Corinthians', 'First Corinthians'],
  ['2 Corinthians', '2 Cor', 'II Corinthians', 'Second Corinthians'],
  ['Galatians', 'Gal'],
  ['Ephesians', 'Eph'],
  ['Philippians', 'Phil', 'Php'],
  ['Colossians', 'Col'],
  ['1 Thessalonians', '1 Thess', '1 Thes', 'I Thessalonians', 'First Thessalonians'],
  ['2 Thessalonians', '2 Thess', '2 Thes', 'II Thessalonians', 'Second Thessalonians'],
  ['1 Timothy', '1 Tim', 'I Timothy', 'First Timothy'],
  ['2 Timothy', '2 Tim', 'II Timothy', 'Second Timothy'],
  ['Titus', 'Tit'],
  ['Philemon', 'Phlm', 'Philem'],
  ['Hebrews', 'Heb'],
  ['James', 'Jas', 'Jms'],
  ['1 Peter', '1 Pet', 'I Peter', 'First Peter'],
  ['2 Peter', '2 Pet', 'II Peter', 'Second Peter'],
  ['1 John', '1 Jn', 'I John', 'First John'],
  ['2 John', '2 Jn', 'II John', 'Second John'],
  ['3 John', '3 Jn', 'III John', 'Third John'],
  ['Jude', 'Jud'],
  ['Revelation', 'Rev', 'Revelations', 'Apocalypse'],
]

/** The books' names, in the Bible's order. */
export const BIBLE_BOOKS: readonly string[] = BOOKS.map(([name]) => name)

const squeeze = (text: string) => text.toLowerCase().replace(/[\s.]+/g, '')

const BY_SPELLING = new Map(BOOKS.flatMap(([name, ...aliases]) => [name, ...aliases].map((spelling) => [squeeze(spelling), name] as const)))

/** The book's name as the library shows it, for any of its spellings; undefined for anything else. */
export function bibleBook(spelling: string): string | undefined {
  return BY_SPELLING.get(squeeze(spelling))
}

/** Every spelling, longest first, for a pattern that must prefer "1 John" to "John" and "Song of Songs" to "Song". */
export const BOOK_SPELLINGS: readonly string[] = BOOKS.flat().sort((a, b) => b.length - a.length)

/** Where a book stands in the Bible, for ordering a list of books; -1 when it is not one. */
export function bookOrder(name: string): number {
  return BIBLE_BOOKS.indexOf(name)
}
