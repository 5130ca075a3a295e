import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { fieldErrors } from '../../forms/validation.ts'
import { claimPeriodSchema, claimSentSchema } from './claim.ts'
import { handGiftSchema, smallDonationsSchema } from './gift-schemas.ts'
import { ukToday } from './uk-dates.ts'

const errorsOf = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input)
  return result.success ? {} : fieldErrors(result.issues)
}

const tomorrow = () => {
  const date = new Date(`${ukToday()}T12:00:00Z`)
  date.setUTCDate(date.getUTCDate() + 1)
  return date.toISOString().slice(0, 10)
}

describe('a gift recorded by hand', () => {
  it('is read in integer pence on a UK date', () => {
    expect(v.parse(handGiftSchema, { givenOn: '12/03/2026', amount: '1,250.50', method: 'cheque', description: ' Harvest ' })).toEqual({
      givenOn: '2026-03-12',
      amount: 125050,
      method: 'cheque',
      description: 'Harvest',
    })
  })

  it('names the field of a gift dated tomorrow, an amount of "£10", and an unknown method', () => {
    expect(errorsOf(handGiftSchema, { givenOn: tomorrow(), amount: '£10', method: 'bank' })).toEqual({
      givenOn: 'The date cannot be in the future',
      amount: 'The amount must be pounds and pence like 10.00 or 1,250.50, without a £ sign',
      method: 'Choose cash, cheque or envelope',
    })
    expect(errorsOf(handGiftSchema, { givenOn: '2026-03-12', amount: '0.00', method: 'cash' })).toEqual({ amount: 'The amount must be more than 0.00' })
  })
})

describe('a service’s small donations', () => {
  it('keep a description HMRC’s 35 characters can hold', () => {
    expect(errorsOf(smallDonationsSchema, { givenOn: '2026-03-12', amount: '45.20', method: 'cash', description: 'x'.repeat(36) })).toEqual({
      description: 'The description is too long (at most 35 characters)',
    })
    expect(errorsOf(smallDonationsSchema, { givenOn: '2026-03-12', amount: '45.20', method: 'contactless', description: 'Sunday 10am' })).toEqual({})
  })
})

describe('a claim', () => {
  it('covers at most one tax year, in order', () => {
    expect(errorsOf(claimPeriodSchema, { periodFrom: '2026-04-06', periodTo: '2027-04-05' })).toEqual({})
    expect(errorsOf(claimPeriodSchema, { periodFrom: '2026-04-05', periodTo: '2026-04-06' })).toEqual({
      periodTo: 'A claim covers one tax year at most (6 April to 5 April)',
    })
    expect(errorsOf(claimPeriodSchema, { periodFrom: '2026-05-01', periodTo: '2026-04-30' })).toEqual({
      periodTo: 'The last day must not be before the first day',
    })
  })

  it('is marked sent with HMRC’s reference, not in the future', () => {
    expect(errorsOf(claimSentSchema, { hmrcReference: '', sentOn: tomorrow() })).toEqual({
      hmrcReference: 'Please enter the reference HMRC gave the claim',
      sentOn: 'The day it was sent cannot be in the future',
    })
  })
})
