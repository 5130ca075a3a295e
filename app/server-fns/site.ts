import { createServerFn } from '@tanstack/react-start'
import type { ChristmasSettings } from '~/lib/christmas/christmas'
import { env } from '#server/env.ts'
import { reportStandIn } from '#server/render/stand-ins.ts'
import { getChristmasSettings, HIDDEN_CHRISTMAS_SETTINGS } from '#server/settings/christmas.ts'

type SiteShell = { siteUrl: string; christmas: ChristmasSettings }

/** What every page's shell needs. A settings failure only hides the grotto entries. */
export const getSiteShell = createServerFn({ method: 'GET' }).handler(async (): Promise<SiteShell> => {
  const christmas = await getChristmasSettings().catch((error: unknown) => {
    reportStandIn('Christmas settings unavailable', error)
    return HIDDEN_CHRISTMAS_SETTINGS
  })
  return { siteUrl: env().SITE_URL, christmas }
})
