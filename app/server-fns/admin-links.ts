import { createServerFn } from '@tanstack/react-start'
import { setResponseHeader } from '@tanstack/react-start/server'
import type { LinkRefusalCode } from '~/lib/admin/account-page-search'
import { checkLink } from '#server/admins/links.ts'

export type LinkState = { ok: true; email: string } | { ok: false; refusal: LinkRefusalCode }

type LinkQuery = { purpose: 'invitation' | 'password_reset'; token: string }

function readLinkQuery(input: unknown): LinkQuery {
  const query = (input ?? {}) as Partial<LinkQuery>
  const purpose = query.purpose === 'password_reset' ? 'password_reset' : 'invitation'
  return { purpose, token: typeof query.token === 'string' ? query.token.slice(0, 100) : '' }
}

/** Whether an e-mailed link can still be used, and for which address: what its page shows before the form. */
export const getLinkState = createServerFn({ method: 'GET' })
  .validator(readLinkQuery)
  .handler(async ({ data }): Promise<LinkState> => {
    setResponseHeader('Cache-Control', 'no-store')
    setResponseHeader('Referrer-Policy', 'no-referrer')
    const check = await checkLink(data.token, data.purpose)
    return check.ok ? { ok: true, email: check.link.email } : { ok: false, refusal: check.refusal }
  })
