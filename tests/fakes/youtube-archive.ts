/**
 * The fake channel's older uploads, generated the same way every time: 500 weekly videos before the
 * fixture's oldest, most of them long sermons (titles with passages, descriptions naming speakers),
 * some past live streams, a few Shorts, one private and one upcoming. Also the channel's playlists,
 * and the podcast feed whose episodes share some sermon days.
 */

export const ARCHIVE_SIZE = 500

type Item = Record<string, unknown> & { id: string }

export type ArchiveVideo = {
  id: string
  title: string
  description: string
  publishedAt: string
  duration: string
  kind: 'long' | 'stream' | 'short' | 'private' | 'upcoming'
}

const CHANNEL_ID = 'UCq3Tv8sPn2Wc5Lh7Rk1mB9x'
const WEEK_MS = 7 * 24 * 60 * 60 * 1000
/** The Sunday before the fixture's oldest sermon (2025-09-21). */
const NEWEST_ARCHIVE_SUNDAY = Date.parse('2025-09-14T10:45:00Z')

const THEMES = [
  'Hope That Holds',
  'The Bread of Life',
  'Rest for the Weary',
  'A Light in the Dark',
  'Called by Name',
  'Faith in Practice',
  'The Cost of Following',
  'Grace for Today',
]
const PASSAGES = [
  'Romans 8:28-39',
  'John 6:25-40',
  'Psalm 23',
  'Isaiah 9:2-7',
  'Genesis 12:1-9',
  'James 2:14-26',
  'Luke 14:25-33',
  'Ephesians 2:1-10',
  'Mark 10:46-52',
  'Philippians 4:4-9',
]
const SPEAKER_LINES = [
  'Pastor Dave opens the passage for us.',
  'Preached by Rev. Jane Smith.',
  'Speaker: Tom Okafor',
  'Preacher: Revd Canon Mary Hughes',
  'A sermon from our guest, Pastor Grace Adeyemi.',
]

export const archiveId = (index: number) => `ArChIv${String(index).padStart(5, '0')}`

function kindOf(index: number): ArchiveVideo['kind'] {
  if (index === 251) return 'private'
  if (index === 333) return 'upcoming'
  if (index % 80 === 40) return 'short'
  if (index % 20 === 10) return 'stream'
  return 'long'
}

function archiveVideo(index: number): ArchiveVideo {
  const kind = kindOf(index)
  const sunday = NEWEST_ARCHIVE_SUNDAY - index * WEEK_MS
  const publishedAt = new Date(kind === 'short' ? sunday + 3 * 24 * 60 * 60 * 1000 : sunday).toISOString().replace('.000Z', 'Z')
  const theme = THEMES[index % THEMES.length]!
  const passage = PASSAGES[index % PASSAGES.length]!
  // Every ninth sermon names neither passage nor speaker, as real uploads sometimes don't.
  const plain = index % 9 === 4
  const title = kind === 'short' ? `${theme} in a minute #shorts` : plain ? `Sunday Service – ${theme}` : `${theme} – ${passage}`
  const description = plain ? 'Our Sunday morning service from Cray Community Church.' : `${SPEAKER_LINES[index % SPEAKER_LINES.length]} Reading: ${passage}.`
  const minutes = 25 + (index % 40)
  const duration = kind === 'short' ? 'PT48S' : index % 7 === 0 ? `PT1H${String(minutes - 20).padStart(2, '0')}M5S` : `PT${minutes}M${index % 60}S`
  return { id: archiveId(index), title, description, publishedAt, duration, kind }
}

export const ARCHIVE: ArchiveVideo[] = Array.from({ length: ARCHIVE_SIZE }, (_, index) => archiveVideo(index))

/** A playlistItems.list item for a video, as YouTube shapes it. */
export function playlistItem(video: Pick<ArchiveVideo, 'id' | 'title' | 'description' | 'publishedAt' | 'kind'>, playlistId: string, position: number): Item {
  const hidden = video.kind === 'private'
  return {
    kind: 'youtube#playlistItem',
    etag: `pi-${playlistId}-${video.id}`,
    id: `PI${playlistId.slice(0, 10)}${video.id}`,
    snippet: {
      publishedAt: video.publishedAt,
      channelId: CHANNEL_ID,
      title: hidden ? 'Private video' : video.title,
      description: hidden ? 'This video is private.' : video.description,
      playlistId,
      position,
      resourceId: { kind: 'youtube#video', videoId: video.id },
    },
    contentDetails: hidden ? { videoId: video.id } : { videoId: video.id, videoPublishedAt: video.publishedAt },
    status: { privacyStatus: hidden ? 'private' : 'public' },
  }
}

/** A videos.list item for a video: private ones are never listed. */
export function videoResource(video: ArchiveVideo): Item {
  return {
    kind: 'youtube#video',
    etag: `v-${video.id}`,
    id: video.id,
    snippet: {
      publishedAt: video.publishedAt,
      channelId: CHANNEL_ID,
      title: video.title,
      description: video.description,
      channelTitle: 'Cray Community Church',
      liveBroadcastContent: video.kind === 'upcoming' ? 'upcoming' : 'none',
    },
    contentDetails: { duration: video.kind === 'upcoming' ? 'P0D' : video.duration, dimension: '2d', definition: 'hd', caption: 'false' },
    status: { uploadStatus: video.kind === 'upcoming' ? 'uploaded' : 'processed', privacyStatus: 'public', embeddable: true },
  }
}

/** A fixture video's length, made up from its position: the fixtures predate contentDetails. */
export function fixtureDuration(position: number): string {
  return `PT${32 + position}M${String(position * 7).padStart(2, '0')}S`
}

export type FakePlaylist = { id: string; title: string; description: string; videoIds: string[] }

const byPassage = (book: string) => ARCHIVE.filter((video) => (video.kind === 'long' || video.kind === 'stream') && video.title.includes(book))

/** The channel's playlists: two series with sermons, and an empty one. */
export function channelPlaylists(longSeries: boolean): FakePlaylist[] {
  const playlists: FakePlaylist[] = [
    {
      id: 'PLcray0Romans0Hope',
      title: 'Romans: Hope That Holds',
      description: 'A series through Romans.',
      videoIds: [
        'Kx7PqR2mT4s',
        ...byPassage('Romans')
          .slice(0, 11)
          .map((video) => video.id),
      ].reverse(),
    },
    {
      id: 'PLcray0Psalms0Songs',
      title: 'Songs for the Journey: Psalms',
      description: '',
      videoIds: byPassage('Psalm')
        .slice(0, 8)
        .map((video) => video.id),
    },
    { id: 'PLcray0Coming0Soon', title: 'Coming Soon', description: 'Next term’s series.', videoIds: [] },
  ]
  if (longSeries)
    playlists.push({
      id: 'PLcray0Every0Sunday',
      title: 'Every Sunday Service',
      description: 'Seventy Sundays in order.',
      videoIds: ARCHIVE.filter((video) => video.kind === 'long')
        .slice(0, 70)
        .map((video) => video.id),
    })
  return playlists
}

/** A playlists.list item; its etag changes with its items, as YouTube's does. */
export function playlistResource(playlist: FakePlaylist, itemCount: number): Item {
  return {
    kind: 'youtube#playlist',
    etag: `pl-${playlist.id}-${itemCount}`,
    id: playlist.id,
    snippet: { publishedAt: '2024-01-07T12:00:00Z', channelId: CHANNEL_ID, title: playlist.title, description: playlist.description },
    contentDetails: { itemCount },
  }
}

/** The church's podcast: one episode on some sermon days (two on one of them), one on a day with no sermon, and one with a bad link. */
export function podcastFeed(): string {
  const episodes = [
    {
      title: 'Hope That Holds',
      pubDate: 'Sun, 09 Nov 2025 18:00:00 +0000',
      url: 'https://podcast.example.org/audio/2025-11-09.mp3',
      link: 'https://podcast.example.org/episodes/hope-that-holds',
    },
    {
      title: 'The Good Shepherd (morning)',
      pubDate: 'Sun, 02 Nov 2025 13:00:00 +0000',
      url: 'https://podcast.example.org/audio/2025-11-02-am.mp3',
      link: 'https://podcast.example.org/episodes/good-shepherd',
    },
    {
      title: 'The Good Shepherd (evening talk)',
      pubDate: 'Sun, 02 Nov 2025 20:30:00 +0000',
      url: 'https://podcast.example.org/audio/2025-11-02-pm.mp3',
      link: 'https://podcast.example.org/episodes/evening',
    },
    {
      title: 'A Midweek Thought',
      pubDate: 'Wed, 05 Nov 2025 09:00:00 +0000',
      url: 'https://podcast.example.org/audio/2025-11-05.mp3',
      link: 'https://podcast.example.org/episodes/midweek',
    },
    {
      title: 'Faith in the Storm',
      pubDate: 'Sun, 26 Oct 2025 19:00:00 +0000',
      url: 'https://podcast.example.org/audio/2025-10-26.mp3',
      link: 'https://podcast.example.org/episodes/storm',
    },
    // Half past midnight in London, still the Saturday in UTC: the sermon of Sunday 28 September.
    {
      title: 'Love Your Neighbour',
      pubDate: 'Sat, 27 Sep 2025 23:30:00 +0000',
      url: 'https://podcast.example.org/audio/2025-09-28.mp3',
      link: 'https://podcast.example.org/episodes/neighbour',
    },
    { title: 'Grace &amp; Truth', pubDate: 'Sun, 19 Oct 2025 14:00:00 +0100', url: 'javascript:alert(1)', link: 'https://podcast.example.org/episodes/grace' },
    ...ARCHIVE.filter((video) => video.kind === 'long')
      .slice(0, 5)
      .map((video) => ({
        title: video.title,
        pubDate: new Date(Date.parse(video.publishedAt) + 4 * 60 * 60 * 1000).toUTCString(),
        url: `https://podcast.example.org/audio/${video.id}.mp3`,
        link: `https://podcast.example.org/episodes/${video.id}`,
      })),
  ]
  const items = episodes
    .map(
      (episode) => `    <item>
      <title>${episode.title}</title>
      <link>${episode.link}</link>
      <pubDate>${episode.pubDate}</pubDate>
      <enclosure url="${episode.url}" length="24000000" type="audio/mpeg"/>
    </item>`,
    )
    .join('\n')
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd">
  <channel>
    <title>Cray Community Church Sermons</title>
    <link>https://podcast.example.org/</link>
${items}
  </channel>
</rss>
`
}
