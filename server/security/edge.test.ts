import { describe, expect, it } from 'vitest'
import { expectConsoleError } from '../../tests/setup/vitest-each-file.ts'
import { applyEdgeRules } from './edge.ts'

const failing = () => Promise.reject(new DOMException('The request has been cancelled.', 'AbortError'))

describe('an error the app did not expect', () => {
  it('is a 500 to the visitor, and logged', async () => {
    const response = await applyEdgeRules(new Request('http://localhost:3000/api/events/upcoming'), '/api/events/upcoming', undefined, failing)
    expect(response.status).toBe(500)
    expect(expectConsoleError().map((args) => String(args[0]))).toEqual(['Unhandled error for /api/events/upcoming'])
  })

  it('is not logged when the visitor went away before the answer was ready', async () => {
    const cancelled = new AbortController()
    cancelled.abort()
    const request = new Request('http://localhost:3000/api/events/upcoming', { signal: cancelled.signal })
    const response = await applyEdgeRules(request, '/api/events/upcoming', undefined, failing)
    expect(response.status).toBe(500)
    expect(expectConsoleError()).toEqual([])
  })
})
