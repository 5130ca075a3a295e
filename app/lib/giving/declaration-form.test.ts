import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { fieldErrors } from '../forms/validation.ts'
import { detailsChangeSchema, formValues, onlineDeclarationSchema, POSTCODE_MISSING, SCOPE_MISSING } from './declaration-form.ts'

const valid = {
  title: 'Dr.',
  firstName: ' Ann ',
  lastName: 'Lee-Smith',
  house: '7',
  postcode: 'br5 2rw',
  email: 'ann@example.com',
  scope: 'all_gifts',
  wordingVersion: '1',
}

const errorsOf = (schema: v.GenericSchema, input: unknown) => {
  const parsed = v.safeParse(schema, input)
  return parsed.success ? {} : fieldErrors(parsed.issues)
}

describe('the online declaration’s schema', () => {
  it('gives the details as stored: title without its stop, names trimmed, postcode in HMRC form, surname as typed', () => {
    expect(v.parse(onlineDeclarationSchema, valid)).toEqual({
      details: { title: 'Dr', firstName: 'Ann', lastName: 'Lee-Smith', house: '7', postcode: 'BR5 2RW', overseasAddress: null },
      email: 'ann@example.com',
      scope: 'all_gifts',
      wordingVersion: 1,
    })
  })

  it('names each field at fault at once, the postcode among them', () => {
    const errors = errorsOf(onlineDeclarationSchema, { ...valid, firstName: 'x'.repeat(36), house: '', postcode: 'NE27', scope: '', title: 'Professor' })
    expect(Object.keys(errors).sort()).toEqual(['firstName', 'house', 'postcode', 'scope', 'title'])
    expect(errors.scope).toBe(SCOPE_MISSING)
    expect(errors.postcode).toMatch(/not a UK postcode/)
  })

  it('asks for a postcode, or the full address of a giver abroad, as the checkbox says', () => {
    expect(errorsOf(onlineDeclarationSchema, { ...valid, postcode: '' })).toEqual({ postcode: POSTCODE_MISSING })
    expect(errorsOf(onlineDeclarationSchema, { ...valid, postcode: '', outsideUk: true })).toEqual({ overseasAddress: 'Please enter your full address' })
    const abroad = v.parse(onlineDeclarationSchema, { ...valid, postcode: 'ignored', outsideUk: true, overseasAddress: '1 Rue de la Paix\nParis\nFrance' })
    expect(abroad.details).toMatchObject({ postcode: null, overseasAddress: '1 Rue de la Paix\nParis\nFrance' })
  })

  it('reads a form posted without JavaScript: an unticked box is false, a ticked one true', () => {
    expect(formValues(new URLSearchParams('postcode=x'))).toEqual({ postcode: 'x', outsideUk: false })
    expect(v.parse(detailsChangeSchema, formValues(new URLSearchParams({ ...valid, outsideUk: 'on', overseasAddress: 'Somewhere' }))).postcode).toBeNull()
  })
})
