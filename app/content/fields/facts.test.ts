import { describe, expect, it } from 'vitest'
import { type FactSources, fillFacts, unknownFacts } from './facts.ts'

const sources: FactSources = {
  church: { name: 'Cray Community Church', gettingHere: { parking: 'Free parking nearby.' } },
  times: {
    sunday: { churchOpens: '09:30', serviceStarts: '10:30', refreshments: '12:15', length: 'about 1 hour 30 minutes', arriveEarly: '10-15 minutes early' },
    warmSpace: { day: 'Tuesdays', time: '5-8pm' },
    overSixties: { day: 'Thursdays', time: '10am-12:30pm' },
    devotionLength: '5-10 minutes',
  },
}

describe('fillFacts', () => {
  it('writes out each fact a text names, in the style the fact is shown', () => {
    expect(fillFacts('A seat for you at {service time} at {church name}.', sources)).toBe('A seat for you at 10:30am at Cray Community Church.')
    expect(fillFacts('Open {church opens}, service {service starts}, cake {refreshments}.', sources)).toBe('Open 9:30 AM, service 10:30 AM, cake 12:15 PM.')
    expect(fillFacts('{service length}; arrive {arrive early}; {devotion length}. {parking}', sources)).toBe(
      'about 1 hour 30 minutes; arrive 10-15 minutes early; 5-10 minutes. Free parking nearby.',
    )
  })

  it('leaves a brace that names no fact as it is', () => {
    expect(fillFacts('{nothing} here', sources)).toBe('{nothing} here')
  })
})

describe('unknownFacts', () => {
  it('lists the braces that name no fact', () => {
    expect(unknownFacts('{service time} and {service tme} and {x}')).toEqual(['service tme', 'x'])
    expect(unknownFacts('no braces')).toEqual([])
  })
})
