/** The longest a slug's words may run, so that a sermon's address stays readable. */
const MAX_WORDS_LENGTH = 60

/** Lower-case words joined by hyphens, accents dropped: "Psalm 23: The Lord's my Shepherd" gives "psalm-23-the-lords-my-shepherd". */
export function slugWords(text: string, maxLength = MAX_WORDS_LENGTH): string {
  const words = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
  if (words.length <= maxLength) return words
  const cut = words.slice(0, maxLength + 1)
  return (cut.includes('-') ? cut.slice(0, cut.lastIndexOf('-')) : cut.slice(0, maxLength)).replace(/-+$/, '')
}

/**
 * A sermon's address under /sermons/: its London date and title, "2026-11-22-the-good-shepherd".
 * Page paths are lower case (server/http/canonical-path.ts), so a YouTube id, which is not, cannot be one.
 * A second sermon of the same day and title takes `-2`, then `-3`: the import decides, as it knows which are taken.
 */
export function sermonSlug(title: string, londonDate: string, taken: (slug: string) => boolean = () => false): string {
  const base = [londonDate, slugWords(title)].filter(Boolean).join('-')
  let slug = base
  for (let n = 2; taken(slug); n++) slug = `${base}-${n}`
  return slug
}

/** Whether a path segment could be a sermon's or a series' slug, before any query is made. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
