import { NOT_FOUND_HOME_LINK, NOT_FOUND_NOTE, NOT_FOUND_TITLE } from '../../app/lib/seo/seo.ts'
import { discardBody } from './request-body.ts'

/** Paths outside the pages, whose ids keep their case and spelling: the APIs, server functions and built files. */
const NOT_PAGES = /^\/(?:api|_serverfn|assets)(?:\/|$)/i
/** What a page path as the site spells it never holds: a capital, an escape, an empty segment or a trailing slash. */
const MAYBE_RESPELT = /[A-Z%]|\/\/|.\/$/
/** %XX of a letter, a digit, `-`, `.`, `_` or `~`, which means the character itself (RFC 3986, 2.3). */
const UNRESERVED_ESCAPE = /%(?:[46][1-9a-f]|[57][0-9a]|3[0-9]|2[de]|5f|7e)/gi

/**
 * How a path is spelt. `page`: as the site spells its pages (lower case, no escapes, no empty
 * segment, no trailing slash), the only paths the page cache stores. `respelt`: another spelling
 * of that path, which the router would match all the same. `nowhere`: it keeps an escape, such as
 * %2F or %20, that no page's path holds. `other`: not a page path, left as it was sent.
 */
export type Spelling = { kind: 'page' } | { kind: 'respelt'; page: string } | { kind: 'nowhere' } | { kind: 'other' }

const PAGE: Spelling = { kind: 'page' }
const NOWHERE: Spelling = { kind: 'nowhere' }
const OTHER: Spelling = { kind: 'other' }

const decodeEscape = (percentXX: string) => String.fromCharCode(Number.parseInt(percentXX.slice(1), 16))

export function spellingOf(pathname: string): Spelling {
  if (!MAYBE_RESPELT.test(pathname)) return NOT_PAGES.test(pathname) ? OTHER : PAGE
  const decoded = pathname.replace(UNRESERVED_ESCAPE, decodeEscape).replace(/\/{2,}/g, '/')
  if (NOT_PAGES.test(decoded)) return OTHER
  if (decoded.includes('%')) return NOWHERE
  const page = (decoded.length > 1 && decoded.endsWith('/') ? decoded.slice(0, -1) : decoded).toLowerCase()
  return page === pathname ? PAGE : { kind: 'respelt', page }
}

/** Whether the page cache may keep a render of this path: only a page path spelt as the site spells it. */
export function isPageSpelling(pathname: string): boolean {
  return spellingOf(pathname).kind === 'page'
}

const NOT_FOUND_PAGE = `<!DOCTYPE html><html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${NOT_FOUND_TITLE}</title></head><body><main><h1>${NOT_FOUND_TITLE}</h1><p>${NOT_FOUND_NOTE}</p><p><a href="/">${NOT_FOUND_HOME_LINK}</a></p></main></body></html>`

/**
 * The answer to a page path spelt otherwise than the site spells it, before anything renders: a 308
 * to the page's own spelling with the query kept, or a 404 when no page is spelt so. Neither is
 * stored by anyone. Undefined for a page's own spelling and for paths that are not pages.
 */
export function answerToRespelling(request: Request, url = new URL(request.url)): Response | undefined {
  const spelling = spellingOf(url.pathname)
  if (spelling.kind === 'page' || spelling.kind === 'other') return undefined
  discardBody(request)
  if (spelling.kind === 'respelt')
    return new Response(null, { status: 308, headers: { Location: `${spelling.page}${url.search}`, 'Cache-Control': 'no-store' } })
  const body = request.method === 'HEAD' ? null : NOT_FOUND_PAGE
  return new Response(body, { status: 404, headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' } })
}
