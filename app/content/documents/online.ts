import * as v from 'valibot'
import { choice, group, link, list, text } from '../fields/fields.ts'

const ICONS = {
  video: 'Video',
  camera: 'Camera',
  book: 'Book',
  people: 'People',
  group: 'Group',
  podcast: 'Podcast',
  music: 'Music',
} as const

/** Where a card leads: an address below, or one of the church's social media. */
const DESTINATIONS = {
  servicesPlaylist: 'Sunday services playlist (below)',
  worshipPlaylist: 'Sunday worship playlist (below)',
  kidsWorshipPlaylist: 'Kids’ worship playlist (below)',
  facebookGroup: 'Facebook group (below)',
  bibleAppCommunity: 'Bible app community (below)',
  facebook: 'Facebook (The church › Social media)',
  instagram: 'Instagram (The church › Social media)',
  spotify: 'Spotify (The church › Social media)',
  applePodcasts: 'Apple Podcasts (The church › Social media)',
} as const

export const onlineSchema = v.object({
  cards: list(
    'Connect with us online',
    group('Card', {
      title: text('Title', { max: 60 }),
      description: text('Description', { max: 300 }),
      destination: choice('Where the link goes', DESTINATIONS),
      linkLabel: text('Link text', { max: 60 }),
      icon: choice('Icon', ICONS),
    }),
    { itemLabel: 'card', minItems: 1, maxItems: 16 },
  ),
  addresses: group('Web addresses', {
    servicesPlaylist: link('Sunday services playlist'),
    worshipPlaylist: link('Sunday worship playlist'),
    kidsWorshipPlaylist: link('Kids’ worship playlist'),
    facebookGroup: link('Facebook group'),
    bibleAppCommunity: link('Bible app community'),
    churchHolidayBooking: link('Church holiday booking', { hint: 'Shown on Church Life.' }),
  }),
  devotions: group(
    'Daily reading',
    {
      provider: text('Provider', { max: 80, hint: 'Such as “UCB Word for Today”.' }),
      address: link('Address', { hint: 'Shown in a frame on Daily Devotions when the site allows its host; otherwise as a link.' }),
    },
    { hint: 'The Bible reading with a thought and a prayer on Daily Devotions.' },
  ),
})

export type Online = v.InferOutput<typeof onlineSchema>
export type OnlineDestination = keyof typeof DESTINATIONS
