import type { SiteHealth } from '../../app/lib/admin/site-health.ts'
import { json } from '../http/responses.ts'
import { findSiteProblems } from './problems.ts'

/** GET /api/admin/site-health: what is wrong now, in plain words, for the dashboard's first screen. */
export async function handleSiteHealth(): Promise<Response> {
  const health: SiteHealth = { problems: await findSiteProblems() }
  return json(health)
}
