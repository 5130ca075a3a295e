import { NotFound } from '../errors.ts'
import { hallFeed } from './feeds.ts'

const NOT_FOUND = 'Not found'

/**
 * GET /hall-diary/{secret}.ics: a private feed, for the one who holds its link. Never kept by a
 * shared cache, never indexed; an unknown secret finds nothing.
 */
export async function handleHallFeed(file: string): Promise<Response> {
  if (!file.endsWith('.ics')) throw new NotFound(NOT_FOUND)
  const calendar = await hallFeed(file.slice(0, -'.ics'.length))
  if (calendar === null) throw new NotFound(NOT_FOUND)
  return new Response(calendar, {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': 'inline; filename="hall-diary.ics"',
      'Cache-Control': 'private, no-store',
      'X-Robots-Tag': 'noindex',
      'Referrer-Policy': 'no-referrer',
    },
  })
}
