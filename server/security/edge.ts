import { isDatabaseUnavailable } from '../../db/unavailable.ts'
import { answerDiskFull, isDiskFull } from '../disk/disk-full.ts'
import { env, isHttps } from '../env.ts'
import { NotFound, RequestRefused, Unavailable } from '../errors.ts'
import { errorResponse, refusalResponse, setClientAddress } from '../http/responses.ts'
import { discardBody } from '../http/request-body.ts'
import { isTrustedPeer, resolveClientAddress } from './client-address.ts'
import { withSecurityHeaders } from './headers.ts'
import { isSameOriginRequest } from './same-origin.ts'
import { UNSUBSCRIBE_PATH } from '../people/news-links.ts'

const REQUEST_ID_HEADER = 'X-Request-Id'

/**
 * The one path another site may post to: a mail provider's one-click unsubscribe (RFC 8058) comes
 * from its servers with no Origin. The link's signature is its authority, and it can only stop
 * e-mails (decision 059).
 */
const POSTS_FROM_ANYWHERE = new Set([UNSUBSCRIBE_PATH])

const FORWARDED_REQUEST_ID = /^[\w.:-]{1,128}$/

/** The socket address srvx puts on the request (`request.ip`) under `vite dev`; in production the listener hands it over. */
function socketAddress(request: Request): string | undefined {
  return (request as Request & { ip?: string }).ip
}

/** A fresh id for each request; a trusted proxy may hand us its own, so log lines can be matched up. */
function requestId(request: Request, peer: () => string | undefined): string {
  const forwarded = request.headers.get(REQUEST_ID_HEADER)
  if (forwarded && FORWARDED_REQUEST_ID.test(forwarded) && isTrustedPeer(peer(), env().TRUST_PROXY)) return forwarded
  return crypto.randomUUID()
}

/**
 * Who sent a request and the id its answer and log line carry: made once per request, where it
 * arrives. The client's address is worked out when first asked for, so a page served from the
 * cache, which needs only the id, does not parse addresses.
 */
export type RequestIdentity = { id: string; clientAddress: () => string }

/** `peer` gives the socket address, asked for only when needed (in production, from the listener). */
export function identifyRequest(request: Request, peer = () => socketAddress(request)): RequestIdentity {
  let address: string | undefined
  const clientAddress = () => (address ??= resolveClientAddress(peer(), request.headers.get('X-Forwarded-For'), env().TRUST_PROXY))
  return { id: requestId(request, peer), clientAddress }
}

/**
 * Unknown /api/ paths get their JSON 404 from the catch-all route app/routes/api/$.ts. An /api/
 * path answered by the page renderer (with HTML, or with a 406 to a client that does not accept
 * HTML) has a route but no handler for this method: 405, in JSON.
 */
function apiAnswer(response: Response): Response {
  const html = (response.headers.get('Content-Type') ?? '').startsWith('text/html')
  if (!html && response.status !== 406) return response
  void response.body?.cancel()
  return html && response.status === 404 ? errorResponse(404, 'Not found') : errorResponse(405, 'Method not allowed')
}

/** What Start throws, built and under `vite dev`, for a server function id it will not run: a stranger's guess, or a page from an older build. */
const UNKNOWN_SERVER_FUNCTION = /Server function info not found|Server function not accessible from client|Invalid server function ID/

function isUnknownServerFunction(error: unknown): boolean {
  return error instanceof Error && UNKNOWN_SERVER_FUNCTION.test(error.message)
}

/**
 * An error no handler caught: a refused request (server/errors.ts) is its JSON answer, a full disk
 * or a database that cannot be reached a 503 the client may retry, anything else a 500 without
 * details. Start's own redirects and server functions' errors are Start's to answer (the server
 * functions' middleware has already answered their refusals), except a server function that does
 * not exist: a 404.
 */
async function answerOrExplain(request: Request, pathname: string, answer: () => Promise<Response>): Promise<Response> {
  try {
    return await answer()
  } catch (error) {
    if (error instanceof RequestRefused) return refusalResponse(error)
    const serverFunction = pathname.startsWith('/_serverFn/')
    if (serverFunction && isUnknownServerFunction(error)) return refusalResponse(new NotFound('Not found'))
    if (error instanceof Response || serverFunction) throw error
    if (isDiskFull(error)) return answerDiskFull(pathname, error)
    if (isDatabaseUnavailable(error)) {
      console.error(`The database is unavailable for ${pathname}: ${(error as Error).message}`)
      return refusalResponse(new Unavailable('Our system is having a problem. Please try again in a moment.', 10))
    }
    // A visitor who went away before the answer was ready is no error of the site's.
    if (!request.signal.aborted) console.error(`Unhandled error for ${pathname}`, error)
    return errorResponse(500, 'Something went wrong on our side. Please try again later.')
  }
}

/**
 * A server function's refusal (its input refused above all) as the Response Start sends back as it
 * is: `{ error, details? }` with its status, as anywhere else on the site. Anything else is Start's.
 */
export function serverFunctionRefusal(error: unknown): unknown {
  return error instanceof RequestRefused ? refusalResponse(error) : error
}

/** What the production server hands the app with a request: its identity, already worked out (under `vite dev`, nothing). */
export type ArrivalContext = { identity?: RequestIdentity }
/** What the edge rules hand on to later middleware: this site's public origin (SITE_URL's). */
type EdgeContext = { siteOrigin: string }

type Next = (options: { context: EdgeContext }) => Promise<{ response: Response }> | { response: Response }

/**
 * The rules every request to the app passes, under `vite dev` and in production: the client's
 * address and a request id are worked out once, a state-changing request from another site (but a one-click unsubscribe) is
 * refused, unknown /api paths and methods answer JSON, and every answer gets the security headers.
 */
export async function applyEdgeRules(request: Request, pathname: string, arrival: ArrivalContext | undefined, next: Next): Promise<Response> {
  const { id, clientAddress } = arrival?.identity ?? identifyRequest(request)
  setClientAddress(request, clientAddress())
  const siteUrl = env().SITE_URL
  let response: Response
  if (!isSameOriginRequest(request, siteUrl) && !POSTS_FROM_ANYWHERE.has(pathname)) {
    discardBody(request)
    response = errorResponse(403, 'Cross-site requests are not allowed')
  } else {
    response = await answerOrExplain(request, pathname, async () => (await next({ context: { siteOrigin: new URL(siteUrl).origin } })).response)
    if (pathname.startsWith('/api/')) response = apiAnswer(response)
  }
  response = withSecurityHeaders(response, pathname, isHttps())
  response.headers.set(REQUEST_ID_HEADER, id)
  return response
}
