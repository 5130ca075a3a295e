import { describe, expect, it } from 'vitest'
import { findSpeaker, SPEAKER_MAX_LENGTH } from './speaker.ts'

describe('the speaker named in a title or description', () => {
  it.each([
    ['The Good Shepherd | John 10 | Pastor Dave', 'Pastor Dave'],
    ['Hope That Holds – Romans 5:1-11 | Pastor Dave Smith | Sunday 9 November', 'Pastor Dave Smith'],
    ['Pastor Dave opens Romans 5 and asks what hope is for.', 'Pastor Dave'],
    ['Preached by Rev. Jane Smith at our evening service', 'Rev. Jane Smith'],
    ['Advent Sunday with the Revd Canon Mary Hughes', 'Revd Canon Mary Hughes'],
    ['Speaker: Tom Okafor\nReading: Luke 15', 'Tom Okafor'],
    ['Preacher - Pastor Grace Adeyemi | Luke 2:1-20', 'Pastor Grace Adeyemi'],
    ['Remembrance Sunday | Rev Dr Alan O’Neill', 'Rev Dr Alan O’Neill'],
    ['Dr. Martin Lloyd-Jones Sermon on Ephesians 2', 'Dr. Martin Lloyd-Jones'],
    ['Bishop Rose Hudson-Wilkin visits for confirmation', 'Bishop Rose Hudson-Wilkin'],
  ])('%s gives %s', (text, speaker) => {
    expect(findSpeaker(text)).toBe(speaker)
  })

  it('prefers a labelled speaker to a title word elsewhere', () => {
    expect(findSpeaker('Thanks to Pastor Dave for leading worship. Speaker: Jane Smith')).toBe('Jane Smith')
  })

  it.each([
    'The Good Shepherd – John 10:1-18',
    'Sunday Service | Dave Smith | John 3',
    'Pastor Appreciation Sunday',
    'Our pastor will speak on Psalm 23',
    'Speaker: TBC',
    'Speaker: to be announced',
    'Bishop of Rochester visits St Paul’s Cray',
    'Father’s Day family service',
    'Daily Devotion: Be Still – Psalm 46',
    'Revelation 21 – All Things New',
    '',
  ])('finds none in %s', (text) => {
    expect(findSpeaker(text)).toBeUndefined()
  })

  it('never gives more than the library stores', () => {
    const speaker = findSpeaker(`Speaker: Pastor ${'Abcdefghij '.repeat(3)}`.trim())
    expect(speaker).toBe('Pastor Abcdefghij Abcdefghij Abcdefghij')
    expect(findSpeaker(`Speaker: Pastor ${'A'}${'b'.repeat(200)}`)?.length).toBe(SPEAKER_MAX_LENGTH)
  })
})
