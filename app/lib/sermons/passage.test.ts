import { describe, expect, it } from 'vitest'
import { BIBLE_BOOKS, bookOrder } from './bible-books.ts'
import { findPassage, parsePassage } from './passage.ts'

describe('passages in titles and descriptions', () => {
  it.each([
    ['The Good Shepherd | John 10 | Pastor Dave', 'John 10', 'John'],
    ['Psalm 23: the Lord is my shepherd', 'Psalm 23', 'Psalms'],
    ['Sunday Service - 1 Corinthians 13:1-13', '1 Corinthians 13:1-13', '1 Corinthians'],
    ['Love never fails (1 Cor. 13.4–7)', '1 Corinthians 13:4-7', '1 Corinthians'],
    ['Reading: Rom 8:28, 31-39', 'Romans 8:28, 31-39', 'Romans'],
    ['Song of Songs 2 — a love song', 'Song of Songs 2', 'Song of Songs'],
    ['1 John 4:7 and John 3:16', '1 John 4:7', '1 John'],
    ['Genesis 1:1–2:4 creation', 'Genesis 1:1-2:4', 'Genesis'],
    ['Amos 5:24 justice', 'Amos 5:24', 'Amos'],
  ])('%s gives %s', (text, passage, book) => {
    expect(findPassage(text)).toEqual({ passage, book })
  })

  it.each([
    'Mark my words',
    'Family service with Mark',
    'Carols by candlelight',
    'Job club 2026',
    'Is it well? 2 of 3',
    'Join us at 10 am 10:30',
    'Dan 3 years on',
  ])('finds none in %s', (text) => {
    expect(findPassage(text)).toBeUndefined()
  })
})

describe('a passage an administrator typed', () => {
  it.each([
    ['ps 23', 'Psalm 23', 'Psalms'],
    ['  john 10:1-18 ', 'John 10:1-18', 'John'],
    ['Ruth', 'Ruth', 'Ruth'],
    ['2 tim 3 : 16', '2 Timothy 3:16', '2 Timothy'],
  ])('%s is written %s', (text, passage, book) => {
    expect(parsePassage(text)).toEqual({ passage, book })
  })

  it.each(['', 'Hope', 'John ten', 'John 10 and more'])('%s is not a passage', (text) => {
    expect(parsePassage(text)).toBeUndefined()
  })

  it('knows the 66 books in order', () => {
    expect(BIBLE_BOOKS).toHaveLength(66)
    expect(bookOrder('Malachi')).toBeLessThan(bookOrder('Matthew'))
    expect(bookOrder('Tobit')).toBe(-1)
  })
})
