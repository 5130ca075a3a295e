import { SERMON_FRESHNESS } from '~/lib/sermons/sermon-freshness.ts'
import { after, onFirstTouch } from './on-first-touch.tsx'
import { serverHtmlOnly } from './static-part.tsx'

/**
 * The `when` of each `<Hydrate>` boundary of a public page. On a page served with its HTML:
 * - static: text, pictures and plain links keep the server's HTML; their code is never downloaded;
 * - touched: forms, downloads, videos, maps, frames and the grotto card hydrate on the first press,
 *   tap, focus or key inside them, and a form sent, or a link or button clicked, before then is
 *   held and done again once they have;
 * - sermons: the latest sermons, which keep themselves fresh, hydrate like touched parts, or when
 *   the data they were served with goes stale, and then fetch it again.
 * On a page reached by a client-side navigation every part renders at once.
 *
 * Write the boundaries in the file whose code they hold back: Start moves their children into
 * chunks of their own at build time.
 */
export const when = {
  static: serverHtmlOnly(),
  touched: onFirstTouch(),
  sermons: onFirstTouch(after(SERMON_FRESHNESS.latestSermon.staleTime)),
}
