// Sample values: every external address below is a placeholder for the church to replace with its own.

export const externalLinks = {
  onlineChurch: 'https://online.craycommunitychurch.org.uk',
  zoomMeeting: 'https://zoom.us/j/0000000000',
  youtubeChannel: 'https://www.youtube.com/@craycommunitychurch',
  giveOnline: 'https://www.justgiving.com/campaign/craycommunitychurch',
  foodbank: 'https://bromleyborough.foodbank.org.uk',
  facebook: 'https://www.facebook.com/craycommunitychurch',
  instagram: 'https://www.instagram.com/craycommunitychurch',
  spotify: 'https://open.spotify.com/show/craycommunitychurch',
  applePodcasts: 'https://podcasts.apple.com/gb/podcast/craycommunitychurch',
  youtubeServicesPlaylist: 'https://www.youtube.com/@craycommunitychurch/playlists',
  facebookGroup: 'https://www.facebook.com/groups/craycommunitychurch',
  bibleAppCommunity: 'https://www.bible.com/organizations/craycommunitychurch',
  worshipPlaylist: 'https://open.spotify.com/playlist/craycommunitychurchsundays',
  kidsWorshipPlaylist: 'https://open.spotify.com/playlist/craycommunitychurchkids',
  devotions: 'https://www.ucb.co.uk/word-for-today',
  churchHolidayBooking: 'https://craycommunitychurch.churchsuite.com/events',
} as const

export type QuickLink = { label: string; href: string; external: boolean }

export const quickLinks: QuickLink[] = [
  { label: 'Sermons', href: '/sermons', external: false },
  { label: 'Daily Devotions', href: '/devotions', external: false },
  { label: 'Online Church', href: externalLinks.onlineChurch, external: true },
  { label: 'Join a Zoom meeting', href: externalLinks.zoomMeeting, external: true },
  { label: 'YouTube Channel', href: externalLinks.youtubeChannel, external: true },
  { label: 'Give Online', href: externalLinks.giveOnline, external: true },
]

export const mainLinks = [
  { label: 'Home', href: '/' },
  { label: 'Church Life', href: '/church-life' },
  { label: 'Community Life', href: '/community' },
  { label: 'Online Life', href: '/online' },
  { label: "I'm New", href: '/im-new' },
] as const

export const footerLinks = [
  { label: 'Our People', href: '/our-people' },
  { label: 'Our Teams', href: '/our-teams' },
  { label: 'Our Vision', href: '/our-vision' },
  { label: 'Our Charity', href: '/our-charity' },
  { label: 'Ways to Give', href: '/ways-to-give' },
  { label: "What's On When", href: '/whats-on-when' },
  { label: 'Safeguarding', href: '/safeguarding' },
  { label: 'Policies', href: '/policies' },
  { label: 'Contact', href: '/contact' },
  { label: 'Stay in Touch', href: '/stayintouch' },
  { label: 'Hall Hire', href: '/hall-hire' },
] as const

export const socialLinks = [
  { label: 'Facebook', href: externalLinks.facebook },
  { label: 'Instagram', href: externalLinks.instagram },
  { label: 'YouTube', href: externalLinks.youtubeChannel },
  { label: 'Spotify', href: externalLinks.spotify },
  { label: 'Apple Podcasts', href: externalLinks.applePodcasts },
] as const
