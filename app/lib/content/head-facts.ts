import { fillFacts } from '../../content/fields/facts.ts'
import { findContent } from './loaded-content.ts'

type MatchLike = { loaderData?: unknown }

/** For a route's `head`: writes out the facts a text names, from the shell's documents the root loaded. */
export function headFacts(matches: readonly MatchLike[]): (text: string) => string {
  const church = findContent(matches, 'church')
  const times = findContent(matches, 'times')
  if (!church || !times) throw new Error('The root route did not load the church and its times')
  return (text) => fillFacts(text, { church, times })
}
