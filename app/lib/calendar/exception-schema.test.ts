import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { fieldErrors } from '../forms/validation.ts'
import { exceptionSchema } from './exception-schema.ts'

const errorsOf = (input: unknown) => {
  const result = v.safeParse(exceptionSchema, input)
  return result.success ? {} : fieldErrors(result.issues)
}

describe('exceptionSchema', () => {
  it('takes a cancelled date with its reason, and a moved one on its own date unless given another', () => {
    expect(v.parse(exceptionSchema, { date: '2026-12-22', kind: 'cancelled', reason: 'Christmas' })).toEqual({
      date: '2026-12-22',
      kind: 'cancelled',
      reason: 'Christmas',
    })
    expect(v.parse(exceptionSchema, { date: '2026-12-29', kind: 'changed', newTitle: 'Carols' })).toEqual({
      date: '2026-12-29',
      kind: 'changed',
      reason: '',
      newDate: '2026-12-29',
      newStartTime: null,
      newEndTime: null,
      newTitle: 'Carols',
    })
  })

  it('names the field of each refusal', () => {
    expect(errorsOf({ date: '2026-02-30', kind: 'cancelled' })).toEqual({ date: 'Date must be a real date (YYYY-MM-DD)' })
    expect(errorsOf({ date: '2026-12-29', kind: 'changed', newStartTime: '18:00' })).toEqual({ newEndTime: 'New end time is required with a new start time' })
    expect(errorsOf({ date: '2026-12-29', kind: 'changed', newStartTime: '18:00', newEndTime: '17:00' })).toEqual({
      newEndTime: 'New end time must be after the new start time',
    })
    expect(errorsOf({ date: '2027-03-28', kind: 'changed', newStartTime: '01:15', newEndTime: '03:00' })).toEqual({
      newStartTime: 'New start time: the clocks skip or repeat 01:15 that day; choose another time',
    })
    expect(errorsOf({ date: '2026-12-22', kind: 'cancelled', reason: 'x'.repeat(121) })).toEqual({ reason: 'Reason must be at most 120 characters' })
  })
})
