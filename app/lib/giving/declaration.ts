/** HMRC's schedule limits (repository hmrc/charities-claims-validation): names 35 characters, house 40. */
export const NAME_MAX = 35
export const HOUSE_MAX = 40
export const OVERSEAS_ADDRESS_MAX = 500

export type DeclarationScope = 'one_gift' | 'all_gifts'

/** One numbered version of HMRC's declaration wording; `{charity}` stands for the church's registered name. */
export type GiftAidWording = {
  version: number
  oneGift: string
  allGifts: string
  declaration: string
  tellUs: string
  higherRate: string
}

/** The wording with the church's name in place of `{charity}`. */
export function wordingFor(wording: GiftAidWording, charity: string): GiftAidWording {
  const fill = (sentence: string) => sentence.replaceAll('{charity}', charity)
  return { ...wording, oneGift: fill(wording.oneGift), allGifts: fill(wording.allGifts) }
}

/** The tick sentence of the chosen scope. */
export const scopeSentence = (wording: GiftAidWording, scope: DeclarationScope) => (scope === 'one_gift' ? wording.oneGift : wording.allGifts)

/** The heading line and the list of 'Please notify the charity if you:' */
export function tellUsLines(wording: GiftAidWording): { lead: string; items: string[] } {
  const [lead = '', ...items] = wording.tellUs.split('\n')
  return { lead, items }
}
