import { clockTime, spokenTime } from './time-format.ts'

/**
 * What the facts are read from: "The church" and "Sundays and weekly times", both in every page's
 * shell. Their types are not imported: their schemas are built from fields.ts, which checks facts.
 */
export type FactSources = {
  church: { name: string; gettingHere: { parking: string } }
  times: {
    sunday: { churchOpens: string; serviceStarts: string; refreshments: string; length: string; arriveEarly: string }
    warmSpace: { day: string; time: string }
    overSixties: { day: string; time: string }
    devotionLength: string
  }
}

/**
 * Facts a text may name in braces, so that a time is written once: "there is a seat for you at
 * {service time}" follows the Sunday service's time when the church changes it.
 */
const FACTS = {
  'church name': ({ church }: FactSources) => church.name,
  parking: ({ church }: FactSources) => church.gettingHere.parking,
  'service time': ({ times }: FactSources) => spokenTime(times.sunday.serviceStarts),
  'church opens': ({ times }: FactSources) => clockTime(times.sunday.churchOpens),
  'service starts': ({ times }: FactSources) => clockTime(times.sunday.serviceStarts),
  refreshments: ({ times }: FactSources) => clockTime(times.sunday.refreshments),
  'service length': ({ times }: FactSources) => times.sunday.length,
  'arrive early': ({ times }: FactSources) => times.sunday.arriveEarly,
  'devotion length': ({ times }: FactSources) => times.devotionLength,
  'warm space': ({ times }: FactSources) => `${times.warmSpace.day}, ${times.warmSpace.time}`,
  'over-60s group': ({ times }: FactSources) => `${times.overSixties.day}, ${times.overSixties.time}`,
} as const

export const FACT_NAMES = Object.keys(FACTS) as (keyof typeof FACTS)[]

const PLACEHOLDER = /\{([^{}]{1,40})\}/g

function isFactName(name: string): name is keyof typeof FACTS {
  return Object.hasOwn(FACTS, name)
}

/** The braces in a text that name no fact, for the editor to point out. */
export function unknownFacts(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].map((match) => match[1] ?? '').filter((name) => !isFactName(name))
}

/** The text with every fact it names written out. */
export function fillFacts(text: string, sources: FactSources): string {
  return text.replace(PLACEHOLDER, (placeholder, name: string) => (isFactName(name) ? FACTS[name](sources) : placeholder))
}
