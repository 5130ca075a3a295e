import { createCsrfMiddleware, createMiddleware, createStart } from '@tanstack/react-start'
import { answerToRespelling } from '../server/http/canonical-path.ts'
import { type ArrivalContext, applyEdgeRules, serverFunctionRefusal } from '../server/security/edge.ts'
import { refuseServerFunctionWrite } from '../server/security/read-only-server-functions.ts'

// Start compiles `.server()` bodies out of the browser build, and with them the server/ import.
const edgeRules = createMiddleware().server(({ request, pathname, context, next }) =>
  applyEdgeRules(request, pathname, context as ArrivalContext | undefined, next),
)

/** A page path spelt otherwise than the site spells it (/SUNDAYS, /%73undays, /sundays/) gets a 308 to its own spelling, or a 404, before the router sees it. */
const pageSpellings = createMiddleware().server(({ request, next }) => answerToRespelling(request) ?? next())

/** This site: SITE_URL's origin (handed on by the edge rules, right behind a TLS proxy too), or the address the request was sent to. */
function isThisSite(origin: string, { request, context }: { request: Request; context: unknown }): boolean {
  return origin === (context as { siteOrigin?: string }).siteOrigin || origin === new URL(request.url).origin
}

/** Server functions answer only this site's own pages, whatever the method: Sec-Fetch-Site, else Origin, else Referer must say so. */
const serverFunctionsSameOrigin = createCsrfMiddleware({
  filter: ({ handlerType }) => handlerType === 'serverFn',
  origin: isThisSite,
  failureResponse: () => Response.json({ error: 'Cross-site requests are not allowed' }, { status: 403 }),
})

const serverFunctionsReadOnly = createMiddleware().server(({ request, handlerType, next }) => {
  if (handlerType === 'serverFn') refuseServerFunctionWrite(request)
  return next()
})

/** Around every server function, its validator included: a refusal thrown answers as the site's JSON error. */
const serverFunctionRefusals = createMiddleware({ type: 'function' }).server(async ({ next }) => {
  try {
    return await next()
  } catch (error) {
    throw serverFunctionRefusal(error)
  }
})

export const startInstance = createStart(() => ({
  requestMiddleware: [edgeRules, pageSpellings, serverFunctionsSameOrigin, serverFunctionsReadOnly],
  functionMiddleware: [serverFunctionRefusals],
}))
