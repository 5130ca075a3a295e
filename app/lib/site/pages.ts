import { isAdminPath } from '../admin/admin-path.ts'

/** Every public route with its visit-tracking label. */
export const PUBLIC_PAGES = [
  { path: '/', label: 'Home' },
  { path: '/church-life', label: 'Church Life' },
  { path: '/our-vision', label: 'Our Vision' },
  { path: '/sundays', label: 'Sundays' },
  { path: '/sermons', label: 'Sermons' },
  { path: '/sermons/library', label: 'Sermon Library' },
  { path: '/contact', label: 'Contact' },
  { path: '/im-new', label: "I'm New" },
  { path: '/online', label: 'Online' },
  { path: '/community', label: 'Community' },
  { path: '/jesus', label: 'Jesus' },
  { path: '/devotions', label: 'Devotions' },
  { path: '/our-people', label: 'Our People' },
  { path: '/our-teams', label: 'Our Teams' },
  { path: '/our-charity', label: 'Our Charity' },
  { path: '/ways-to-give', label: 'Ways to Give' },
  { path: '/whats-on-when', label: "What's On When" },
  { path: '/safeguarding', label: 'Safeguarding' },
  { path: '/policies', label: 'Policies' },
  { path: '/stayintouch', label: 'Stay in Touch' },
  { path: '/hall-hire', label: 'Hall Hire' },
  { path: '/your-data', label: 'Your Data' },
  { path: '/gift-aid', label: 'Gift Aid' },
] as const

export const UNKNOWN_PAGE_LABEL = 'Unknown Page'

/** The labels of the library's many pages of a series and of a sermon. */
export const LIBRARY_PAGE_LABELS = ['Sermon Series', 'Sermon'] as const
const LIBRARY_PAGE = /^\/sermons\/(series\/)?[a-z0-9]+(?:-[a-z0-9]+)*$/

/** The visit label of a path, or undefined for admin pages, which are not counted. */
export function pageLabel(pathname: string): string | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  if (isAdminPath(path)) return undefined
  const library = LIBRARY_PAGE.exec(path)
  return PUBLIC_PAGES.find((page) => page.path === path)?.label ?? (library ? LIBRARY_PAGE_LABELS[library[1] ? 0 : 1] : UNKNOWN_PAGE_LABEL)
}
