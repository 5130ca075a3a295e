import { describe, expect, it } from 'vitest'
import { isDatabaseUnavailable } from './unavailable.ts'

describe('isDatabaseUnavailable', () => {
  it('recognises lost and refused connections and a server that is starting or stopping', () => {
    for (const code of ['ECONNREFUSED', 'CONNECTION_CLOSED', 'CONNECT_TIMEOUT', '57P01', '57P03', '08006', '53300']) {
      expect(isDatabaseUnavailable(Object.assign(new Error('x'), { code }))).toBe(true)
    }
  })

  it('does not excuse a wrong query or an ordinary error', () => {
    for (const error of [Object.assign(new Error('x'), { code: '23505' }), Object.assign(new Error('x'), { code: '42P01' }), new Error('x'), null, 'text']) {
      expect(isDatabaseUnavailable(error)).toBe(false)
    }
  })
})
