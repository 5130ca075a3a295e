import { describe, expect, it } from 'vitest'
import { descriptionParagraphs } from './description.ts'
import { isCanonicalLibraryQuery, libraryHref, librarySearch } from './library-query.ts'
import { isoDuration } from './video-object.ts'

describe("the library's query", () => {
  it('reads what it knows and leaves out the rest, never failing', () => {
    expect(librarySearch({ q: '  good shepherd ', page: 'abc', series: '', extra: 'x' })).toEqual({ q: 'good shepherd' })
    expect(librarySearch({ q: 23, page: 3, book: 'John' })).toEqual({ q: '23', page: 3, book: 'John' })
    expect(librarySearch({ page: '1' })).toEqual({})
    expect(librarySearch({ page: '007' })).toEqual({})
    expect(librarySearch({ speaker: ['a', 'b'] })).toEqual({})
    expect(librarySearch({ q: 'x'.repeat(500) }).q).toHaveLength(100)
    expect(librarySearch({ series: 's'.repeat(101) })).toEqual({})
  })

  it('links in one order, without empty values or page 1', () => {
    expect(libraryHref({})).toBe('/sermons/library')
    expect(libraryHref({ page: 2, book: 'John', q: 'good shepherd' })).toBe('/sermons/library?q=good+shepherd&book=John&page=2')
    expect(libraryHref({ q: 'a&b=c', series: '' })).toBe('/sermons/library?q=a%26b%3Dc')
  })

  it('calls canonical only the spelling its links and form use', () => {
    for (const search of ['?q=good+shepherd&book=John&page=2', '?q=shepherd&series=&speaker=&book=', '?series=advent-hope', '?q=%E2%80%99']) {
      expect(isCanonicalLibraryQuery(search), search).toBe(true)
    }
    for (const search of [
      '',
      '?',
      '?page=2&q=shepherd',
      '?q=a&q=b',
      '?q=shepherd&utm_source=x',
      '?q=+shepherd',
      '?q=good%20shepherd',
      `?q=${'x'.repeat(101)}`,
      '?page=1',
      '?page=abc',
      '?page=02',
      '?q=shepherd&',
      '?Q=shepherd',
    ]) {
      expect(isCanonicalLibraryQuery(search), search).toBe(false)
    }
  })
})

describe("a sermon's description", () => {
  it('keeps paragraphs and makes only http(s) addresses links, without the full stop after them', () => {
    expect(descriptionParagraphs('Read https://example.org/a?b=1.\n\n\nJoin us javascript:alert(1) <b>now</b>')).toEqual([
      [{ text: 'Read ' }, { href: 'https://example.org/a?b=1' }, { text: '.' }],
      [{ text: 'Join us javascript:alert(1) <b>now</b>' }],
    ])
  })
})

describe('a duration', () => {
  it('is ISO 8601', () => {
    expect(isoDuration(3725)).toBe('PT1H2M5S')
    expect(isoDuration(1800)).toBe('PT30M')
    expect(isoDuration(0)).toBe('PT0S')
  })
})
