import { describe, expect, it } from 'vitest'
import { cutConnectionAfter, isConnectionCut, mustCutConnection } from './cut-connection.ts'
import { errorResponse } from './responses.ts'

const withBody = new Request('http://localhost/api/contact', { method: 'POST', body: '{}', headers: { 'Content-Length': '2' } })
const withoutBody = new Request('http://localhost/sundays')

describe('mustCutConnection', () => {
  it('cuts after a 408, and after Connection: close to a request whose body is left unread', () => {
    expect(mustCutConnection(withoutBody, errorResponse(408, 'slow'))).toBe(true)
    expect(mustCutConnection(withBody, errorResponse(503, 'busy', undefined, { headers: { Connection: 'close' } }))).toBe(true)
    expect(mustCutConnection(withoutBody, errorResponse(503, 'busy', undefined, { headers: { Connection: 'close' } }))).toBe(false)
    expect(mustCutConnection(withBody, errorResponse(413, 'large'))).toBe(false)
  })
})

describe('cutConnectionAfter', () => {
  it('sends the whole answer, then fails only once the request body is let go', async () => {
    let letGo!: () => void
    const bodyLetGo = new Promise<void>((resolve) => (letGo = resolve))
    const response = cutConnectionAfter(errorResponse(408, 'The request body took too long'), bodyLetGo)
    expect(response.status).toBe(408)
    expect(response.headers.get('Connection')).toBe('close')
    const reader = response.body!.getReader()
    const first = await reader.read()
    expect(JSON.parse(new TextDecoder().decode(first.value))).toEqual({ error: 'The request body took too long' })
    const last = reader.read()
    let settled = false
    void last.catch(() => (settled = true))
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(settled).toBe(false)
    letGo()
    const error = await last.catch((caught: unknown) => caught)
    expect(isConnectionCut(error)).toBe(true)
  })
})
