// Sample values: the card wording below is a placeholder for the church to replace; the addresses live in links.ts.
import { externalLinks } from './links.ts'

type OnlineCard = { title: string; description: string; href: string; linkLabel: string; icon: OnlineIcon }
type OnlineIcon = 'video' | 'camera' | 'book' | 'people' | 'group' | 'podcast' | 'music'

export const onlineCards: OnlineCard[] = [
  {
    title: 'Sunday services on YouTube',
    description: 'Watch our services live at 10:30am on Sundays, or catch up on past sermons whenever suits you.',
    href: externalLinks.youtubeServicesPlaylist,
    linkLabel: 'Watch the playlist',
    icon: 'video',
  },
  {
    title: 'Instagram',
    description: 'Photos, short videos and encouragement from church life through the week.',
    href: externalLinks.instagram,
    linkLabel: 'Follow on Instagram',
    icon: 'camera',
  },
  {
    title: 'Bible app community',
    description: 'Join our church community on the Bible app to read plans together and share what God is saying.',
    href: externalLinks.bibleAppCommunity,
    linkLabel: 'Join on the Bible app',
    icon: 'book',
  },
  {
    title: 'Facebook page',
    description: 'News, events and service reminders from the church.',
    href: externalLinks.facebook,
    linkLabel: 'Visit our Facebook page',
    icon: 'people',
  },
  {
    title: 'Facebook group',
    description: 'A friendly space for our church family to chat, share prayer needs and stay connected.',
    href: externalLinks.facebookGroup,
    linkLabel: 'Join the Facebook group',
    icon: 'group',
  },
  {
    title: 'Podcast',
    description: 'Every Sunday talk as a podcast, for the car, the kitchen or a walk in the park.',
    href: externalLinks.spotify,
    linkLabel: 'Listen to the podcast',
    icon: 'podcast',
  },
  {
    title: 'Sunday worship playlist',
    description: 'The songs we sing together on Sundays, so you can learn them and worship through the week.',
    href: externalLinks.worshipPlaylist,
    linkLabel: 'Play the worship playlist',
    icon: 'music',
  },
  {
    title: 'Kids’ worship playlist',
    description: 'Joyful songs for children and families, for the school run and the living room.',
    href: externalLinks.kidsWorshipPlaylist,
    linkLabel: 'Play the kids’ playlist',
    icon: 'music',
  },
]
