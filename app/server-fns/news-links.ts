import { createServerFn } from '@tanstack/react-start'
import { setResponseHeader, setResponseStatus } from '@tanstack/react-start/server'
import * as v from 'valibot'
import { type ConfirmPageState, NEWS_PAGE_STATUS, type UnsubscribePageState } from '~/lib/people/news-pages'
import { serverFunctionInput } from '#server/http/validate.ts'
import { confirmLinkState } from '#server/people/news-confirming.ts'
import { isUnsubscribeLink } from '#server/people/unsubscribing.ts'

/** A link page is the one visitor's, and its token must not leave in a Referer. */
function answerAs<S extends ConfirmPageState | UnsubscribePageState>(state: S): S {
  setResponseHeader('Cache-Control', 'no-store')
  setResponseHeader('Referrer-Policy', 'no-referrer')
  setResponseStatus(NEWS_PAGE_STATUS[state])
  return state
}

const confirmQuery = v.object({
  token: v.optional(v.pipe(v.string(), v.maxLength(100))),
  done: v.optional(v.literal(true)),
  error: v.optional(v.picklist(['unknown', 'expired'])),
})

/** What the confirmation page shows: its button while the token can be used, the thanks, or why not. */
export const getConfirmPageState = createServerFn({ method: 'GET' })
  .validator(serverFunctionInput(confirmQuery))
  .handler(async ({ data }) => answerAs(data.done ? 'confirmed' : (data.error ?? (await confirmLinkState(data.token)))))

const unsubscribeQuery = v.object({
  id: v.optional(v.pipe(v.string(), v.maxLength(40))),
  sig: v.optional(v.pipe(v.string(), v.maxLength(100))),
  done: v.optional(v.literal(true)),
  error: v.optional(v.literal('forged')),
})

/** What the unsubscribe page shows: its button for a link the site made, the answer after it, or a refusal. */
export const getUnsubscribePageState = createServerFn({ method: 'GET' })
  .validator(serverFunctionInput(unsubscribeQuery))
  .handler(async ({ data }): Promise<UnsubscribePageState> => {
    if (data.done) return answerAs('done')
    return answerAs(!data.error && (await isUnsubscribeLink(data.id, data.sig)) ? 'ready' : 'forged')
  })
