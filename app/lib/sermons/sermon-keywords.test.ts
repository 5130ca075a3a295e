import { describe, expect, it } from 'vitest'
import { faithWordsIn, hashtagsOf, keywordLine, sermonKeywords } from './sermon-keywords.ts'

describe('hashtagsOf', () => {
  it('takes each hashtag without its #', () => {
    expect(hashtagsOf('#Hope #Romans #SundayService')).toEqual(['Hope', 'Romans', 'SundayService'])
  })

  it('leaves punctuation around a hashtag out of it', () => {
    expect(hashtagsOf('Themes: #Hope, #Faith. (#Love) "#Grace"! #Joy? #Peace;')).toEqual(['Hope', 'Faith', 'Love', 'Grace', 'Joy', 'Peace'])
  })

  it('keeps letters of any language, digits and underscores inside a tag', () => {
    expect(hashtagsOf('#Agapé #Psalm23 #good_news')).toEqual(['Agapé', 'Psalm23', 'good_news'])
  })

  it('ignores numbers, lone #, URL fragments, entities and # inside words', () => {
    expect(hashtagsOf('Song #1 and # alone, see https://example.org/#notes, it&#39;s C#sharp or mail#tag #2025')).toEqual([])
  })

  it('finds a tag at the very start and after a line break', () => {
    expect(hashtagsOf('#First line\n#Second')).toEqual(['First', 'Second'])
  })
})

describe('faithWordsIn', () => {
  it('matches whole words in any case, plurals as the singular', () => {
    expect(faithWordsIn('PRAYERS of hope; the psalms and GRACE')).toEqual(['Prayer', 'Hope', 'Psalm', 'Grace'])
  })

  it('does not match inside longer words', () => {
    expect(faithWordsIn('godly lovely hopeful christian gracefully')).toEqual([])
  })

  it('tells Christ and Christmas apart', () => {
    expect(faithWordsIn('Christmas with Christ')).toEqual(['Christmas', 'Christ'])
  })
})

describe('sermonKeywords', () => {
  it('lists the hashtags, then faith words found in the title and description', () => {
    expect(sermonKeywords({ title: 'Hope That Holds', description: 'Peace with God through grace.\n\n#Romans' })).toEqual([
      'Romans',
      'Hope',
      'Peace',
      'God',
      'Grace',
    ])
  })

  it('shows a word once, whatever its case, keeping its first spelling', () => {
    expect(sermonKeywords({ description: '#Grace #JohnsGospel #grace GRACE and grace' })).toEqual(['Grace', 'JohnsGospel'])
  })

  it('does not repeat a faith word that is already a hashtag', () => {
    expect(sermonKeywords({ description: 'Hope for today. #hope' })).toEqual(['hope'])
  })

  it('adds at most 4 faith words', () => {
    expect(sermonKeywords({ description: 'Jesus, faith, hope, love, grace and mercy.' })).toEqual(['Jesus', 'Faith', 'Hope', 'Love'])
  })

  it('shows at most 6 keywords', () => {
    const keywords = sermonKeywords({ description: '#Love #Neighbour #Community #Kindness #Luke #Parables #Jesus and prayer' })
    expect(keywords).toEqual(['Love', 'Neighbour', 'Community', 'Kindness', 'Luke', 'Parables'])
  })

  it('fills up to 6 with faith words after a few hashtags', () => {
    expect(sermonKeywords({ description: '#One #Two #Three — Jesus, faith, hope, love, grace.' })).toEqual(['One', 'Two', 'Three', 'Jesus', 'Faith', 'Hope'])
  })

  it('is empty for a sermon with nothing to go on', () => {
    expect(sermonKeywords({ title: 'Harvest Sunday', description: '' })).toEqual([])
  })
})

describe('keywordLine', () => {
  it('joins the keywords with bullets', () => {
    expect(keywordLine({ description: '#Hope #Romans' })).toBe('Hope • Romans')
  })

  it('falls back to Sermon • Message • Faith', () => {
    expect(keywordLine({ title: 'Harvest Sunday', description: 'A service for all ages.' })).toBe('Sermon • Message • Faith')
    expect(keywordLine({ description: '' })).toBe('Sermon • Message • Faith')
  })
})
