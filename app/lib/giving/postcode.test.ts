import { describe, expect, it } from 'vitest'
import { hmrcPostcode } from './postcode.ts'

describe('a UK postcode in HMRC form', () => {
  it.each([
    ['NE270QQ', 'NE27 0QQ'],
    ['ne270qq', 'NE27 0QQ'],
    ['br5 2rw', 'BR5 2RW'],
    ['W1A 1AA', 'W1A 1AA'],
    ['ec1a1bb', 'EC1A 1BB'],
    ['  M1  1AE ', 'M1 1AE'],
    ['B33 8TH', 'B33 8TH'],
    ['CR2 6XH', 'CR2 6XH'],
  ])('writes %j as %j', (typed, written) => {
    expect(hmrcPostcode(typed)).toBe(written)
  })

  it.each([
    ['', 'nothing'],
    ['GIR 0AA', 'Girobank: nobody lives there'],
    ['NE27', 'only the outward part'],
    ['12345', 'a number'],
    ['NE27 0Q', 'a short inward part'],
    ['NEE27 0QQ', 'three letters'],
    ['AI1 1AA', 'I as a second letter'],
    ['AZ1 1AA', 'Z as a second letter'],
    ['SW1A 1AAA', 'too long'],
    ['NE27-0QQ', 'a hyphen'],
    ['X', 'the mark HMRC takes for a giver abroad, not a postcode'],
    ['N E 2 7 0 Q Q', 'spaced letters past the input limit'],
  ])('refuses %j (%s)', (typed) => {
    expect(hmrcPostcode(typed)).toBeNull()
  })
})
