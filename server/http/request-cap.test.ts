import { describe, expect, it } from 'vitest'
import { busyResponse, createRequestCap } from './request-cap.ts'

const page = () => new Request('http://localhost/sundays')
const post = () => new Request('http://localhost/api/contact', { method: 'POST', body: '{}', headers: { 'Content-Length': '2' } })

describe('createRequestCap', () => {
  it('admits up to its cap, and again once a place is given back', () => {
    const cap = createRequestCap(3)
    const places = [cap.admit(page()), cap.admit(page()), cap.admit(page())]
    expect(places.every(Boolean)).toBe(true)
    expect(cap.admit(page())).toBeUndefined()
    places[0]!()
    places[0]!()
    expect(cap.inFlight).toBe(2)
    expect(cap.admit(page())).toBeDefined()
  })

  it('gives requests with a body at most half the places, so page views keep the rest', () => {
    const cap = createRequestCap(4)
    expect(cap.admit(post())).toBeDefined()
    expect(cap.admit(post())).toBeDefined()
    expect(cap.admit(post())).toBeUndefined()
    expect(cap.admit(page())).toBeDefined()
    expect(cap.admit(page())).toBeDefined()
    expect(cap.admit(page())).toBeUndefined()
  })

  it('counts a chunked body as a body', () => {
    const cap = createRequestCap(2)
    const chunked = () => new Request('http://localhost/api/contact', { method: 'POST', headers: { 'Transfer-Encoding': 'chunked' } })
    expect(cap.admit(chunked())).toBeDefined()
    expect(cap.admit(chunked())).toBeUndefined()
  })
})

describe('busyResponse', () => {
  it('is a 503 that asks the client to come back and closes the connection', async () => {
    const response = busyResponse()
    expect(response.status).toBe(503)
    expect(response.headers.get('Retry-After')).toBe('5')
    expect(response.headers.get('Connection')).toBe('close')
    expect(await response.json()).toEqual({ error: 'The site is busy. Please try again in a moment.' })
  })
})
