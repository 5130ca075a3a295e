import type { Church } from '~/content/documents/church.ts'

/** The site's menus: their labels and pages are the site's own; the other websites they name are the church's (its document). */

export type QuickLink = { label: string; href: string; external: boolean }

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
  { label: 'Your Data and Complaints', href: '/your-data' },
  { label: 'Contact', href: '/contact' },
  { label: 'Stay in Touch', href: '/stayintouch' },
  { label: 'Hall Hire', href: '/hall-hire' },
] as const

export function quickLinks({ web }: Church): QuickLink[] {
  return [
    { label: 'Sermons', href: '/sermons', external: false },
    { label: 'Daily Devotions', href: '/devotions', external: false },
    { label: 'Online Church', href: web.onlineChurch, external: true },
    { label: 'Join a Zoom meeting', href: web.zoomMeeting, external: true },
    { label: 'YouTube Channel', href: web.youtubeChannel, external: true },
    { label: 'Give Online', href: web.giveOnline, external: true },
  ]
}

/** The footer's social media links: those the church has given an address. */
export function socialLinks({ social, web }: Church): { label: string; href: string }[] {
  return [
    { label: 'Facebook', href: social.facebook },
    { label: 'Instagram', href: social.instagram },
    { label: 'YouTube', href: web.youtubeChannel },
    { label: 'Spotify', href: social.spotify },
    { label: 'Apple Podcasts', href: social.applePodcasts },
  ].filter((link) => link.href !== '')
}
