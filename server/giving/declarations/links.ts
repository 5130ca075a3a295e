import { env } from '../../env.ts'

/** The giver's own page for their declaration: see it, cancel it, or change their name or address. */
export const DECLARATION_PAGE_PATH = '/gift-aid/declaration'

/** The private link in the giver's e-mail; it works for as long as the declaration is kept (decision 063). */
export const declarationUrl = (token: string) => `${env().SITE_URL}${DECLARATION_PAGE_PATH}?${new URLSearchParams({ token })}`
