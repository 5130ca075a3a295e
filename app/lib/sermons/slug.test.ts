import { describe, expect, it } from 'vitest'
import { SLUG_PATTERN, sermonSlug, slugWords } from './slug.ts'

describe('slugs', () => {
  it('writes a title as lower-case words', () => {
    expect(slugWords("Psalm 23: The Lord's my Shepherd")).toBe('psalm-23-the-lords-my-shepherd')
    expect(slugWords('Café — Noël!')).toBe('cafe-noel')
    expect(slugWords('🙏')).toBe('')
  })

  it('cuts a long title at a word, within the limit', () => {
    const slug = slugWords('The unexpected journey of faith through the wilderness and back home again to the Father')
    expect(slug.length).toBeLessThanOrEqual(60)
    expect(slug).toBe('the-unexpected-journey-of-faith-through-the-wilderness-and')
  })

  it('puts the date first and numbers a repeat', () => {
    expect(sermonSlug('The Good Shepherd', '2026-11-22')).toBe('2026-11-22-the-good-shepherd')
    const taken = new Set(['2026-11-22-the-good-shepherd', '2026-11-22-the-good-shepherd-2'])
    expect(sermonSlug('The Good Shepherd', '2026-11-22', (slug) => taken.has(slug))).toBe('2026-11-22-the-good-shepherd-3')
    expect(sermonSlug('!!!', '2026-11-22')).toBe('2026-11-22')
    expect(SLUG_PATTERN.test(sermonSlug('Carols by Candlelight', '2026-12-20'))).toBe(true)
  })
})
