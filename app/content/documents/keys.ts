/**
 * The documents the church edits, in the order the dashboard lists them. Only their names: a page
 * that reads content never loads the schemas (see index.ts).
 */
export const CONTENT_KEYS = [
  'church',
  'times',
  'people',
  'teams',
  'community',
  'giving',
  'home',
  'sundays',
  'vision',
  'online',
  'safeguarding',
  'policies',
  'pages',
  'footer',
] as const

export type ContentKey = (typeof CONTENT_KEYS)[number]

/** What the dashboard calls each document: small enough for a page's title, without the schemas. */
export const DOCUMENT_TITLES = {
  church: 'The church',
  times: 'Sundays and weekly times',
  people: 'People',
  teams: 'Teams',
  community: 'Community programmes',
  giving: 'Giving',
  home: 'Home page',
  sundays: 'Sundays page',
  vision: 'Our vision and beliefs',
  online: 'Online',
  safeguarding: 'Safeguarding',
  policies: 'Policy pages',
  pages: 'Page introductions',
  footer: 'Footer',
} as const satisfies Record<ContentKey, string>

/** The documents every page's shell shows (header, footer, the facts texts may name). */
export const SHELL_CONTENT = ['church', 'times', 'footer'] as const satisfies readonly ContentKey[]

export function isContentKey(value: string): value is ContentKey {
  return (CONTENT_KEYS as readonly string[]).includes(value)
}
