import { createServerFn } from '@tanstack/react-start'
import { setResponseHeader } from '@tanstack/react-start/server'
import * as v from 'valibot'
import type { LinkRefusalCode } from '~/lib/admin/account-page-search'
import { checkLink } from '#server/admins/links.ts'
import { serverFunctionInput } from '#server/http/validate.ts'

export type LinkState = { ok: true; email: string } | { ok: false; refusal: LinkRefusalCode }

// The token comes from the page's address as typed: one too long to be a token is cut, and then refused as unknown.
const linkQuery = v.strictObject({
  purpose: v.picklist(['invitation', 'password_reset']),
  token: v.pipe(
    v.string(),
    v.transform((token) => token.slice(0, 100)),
  ),
})

/** Whether an e-mailed link can still be used, and for which address: what its page shows before the form. */
export const getLinkState = createServerFn({ method: 'GET' })
  .validator(serverFunctionInput(linkQuery))
  .handler(async ({ data }): Promise<LinkState> => {
    setResponseHeader('Cache-Control', 'no-store')
    setResponseHeader('Referrer-Policy', 'no-referrer')
    const check = await checkLink(data.token, data.purpose)
    return check.ok ? { ok: true, email: check.link.email } : { ok: false, refusal: check.refusal }
  })
