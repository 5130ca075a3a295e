import { describe, expect, it } from 'vitest'
import { type Episode, matchEpisodes, parsePodcastFeed } from './podcast.ts'

const episode = (publishedAt: string, name: string): Episode => ({
  title: name,
  publishedAt: new Date(publishedAt),
  audioUrl: `https://example.org/${name}.mp3`,
  episodeUrl: null,
})

describe('matching sermons to podcast episodes', () => {
  it('takes the episode of the same London day, the closest in time, and gives each episode to one sermon', () => {
    const episodes = [
      episode('2025-11-02T13:00:00Z', 'morning'),
      episode('2025-11-02T20:30:00Z', 'evening'),
      // 00:30 on 28 September in London (BST), still the 27th in UTC.
      episode('2025-09-27T23:30:00Z', 'after-midnight'),
      episode('2025-11-05T09:00:00Z', 'midweek'),
    ]
    const matches = matchEpisodes(
      [
        { video_id: 'morningVid1', published_at: new Date('2025-11-02T10:30:00Z') },
        { video_id: 'eveningVid1', published_at: new Date('2025-11-02T18:30:00Z') },
        { video_id: 'thirdVideo1', published_at: new Date('2025-11-02T19:00:00Z') },
        { video_id: 'septemberV1', published_at: new Date('2025-09-28T09:00:00Z') },
        { video_id: 'noEpisode01', published_at: new Date('2025-11-09T10:30:00Z') },
      ],
      episodes,
    )
    expect(Object.fromEntries([...matches].map(([id, matched]) => [id, matched.title]))).toEqual({
      morningVid1: 'morning',
      eveningVid1: 'evening',
      septemberV1: 'after-midnight',
    })
  })
})

describe('reading a podcast feed', () => {
  it('keeps items with an audio enclosure at an http(s) address and a date', () => {
    const xml = `<rss version="2.0"><channel><title>Sermons</title>
      <item><title><![CDATA[Grace & Truth]]></title><link>https://example.org/e/1</link><pubDate>Sun, 19 Oct 2025 14:00:00 +0100</pubDate>
        <enclosure url="https://example.org/1.mp3?a=1&amp;b=2" length="1" type="audio/mpeg"/></item>
      <item><title>Bad link</title><pubDate>Sun, 19 Oct 2025 14:00:00 +0100</pubDate><enclosure url="javascript:alert(1)" type="audio/mpeg"/></item>
      <item><title>A video</title><pubDate>Sun, 19 Oct 2025 14:00:00 +0100</pubDate><enclosure url="https://example.org/1.mp4" type="video/mp4"/></item>
      <item><title>No date</title><enclosure url="https://example.org/2.mp3" type="audio/mpeg"/></item>
      <item><title>Link not web</title><link>ftp://example.org/3</link><pubDate>Mon, 20 Oct 2025 08:00:00 GMT</pubDate><enclosure type='audio/x-m4a' url='http://example.org/3.m4a'/></item>
    </channel></rss>`
    expect(parsePodcastFeed(xml)).toEqual([
      {
        title: 'Grace & Truth',
        publishedAt: new Date('2025-10-19T13:00:00Z'),
        audioUrl: 'https://example.org/1.mp3?a=1&b=2',
        episodeUrl: 'https://example.org/e/1',
      },
      { title: 'Link not web', publishedAt: new Date('2025-10-20T08:00:00Z'), audioUrl: 'http://example.org/3.m4a', episodeUrl: null },
    ])
  })

  it('refuses what is not an RSS feed', () => {
    expect(() => parsePodcastFeed('<html><body>Moved</body></html>')).toThrow('not an RSS feed')
  })
})
