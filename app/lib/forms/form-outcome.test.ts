import { describe, expect, it } from 'vitest'
import { formAnchor, formResultSearch, isFormResultId } from './form-outcome.ts'

describe('formResultSearch', () => {
  it('keeps a well-formed result id', () => {
    expect(formResultSearch({ result: '0b6f3c8e-4d1a-4f2b-9c3d-2e1f0a9b8c7d' })).toEqual({ result: '0b6f3c8e-4d1a-4f2b-9c3d-2e1f0a9b8c7d' })
  })

  it.each(['not-a-uuid', '\u0000', '', 42, ['0b6f3c8e-4d1a-4f2b-9c3d-2e1f0a9b8c7d'], '0b6f3c8e-4d1a-4f2b-9c3d-2e1f0a9b8c7g'])(
    'drops %j, and no lookup is made',
    (result) => {
      expect(formResultSearch({ result })).toEqual({})
      expect(isFormResultId(result)).toBe(false)
    },
  )
})

describe('formAnchor', () => {
  it('names each form section after its form', () => {
    expect([formAnchor('contact'), formAnchor('hall_hire'), formAnchor('stay_in_touch')]).toEqual(['contact-form', 'hall-hire-form', 'stay-in-touch-form'])
  })
})
