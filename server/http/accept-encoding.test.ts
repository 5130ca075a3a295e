import { describe, expect, it } from 'vitest'
import { chooseEncoding } from './accept-encoding.ts'
import { compressResponse } from './compress.ts'
import { answerFromStore, storeResponse } from './stored-response.ts'

const BOTH = ['br', 'gzip'] as const

describe('chooseEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['gzip;q=0', 'identity'],
    ['br;q=0, gzip;q=0.5', 'gzip'],
    ['gzip;q=0.5, br;q=0.8', 'br'],
    ['gzip;q=0.9, br;q=0.8', 'gzip'],
    ['gzip;q=1.0, br;q=1', 'br'],
    ['GZIP;Q=0.5', 'gzip'],
    ['identity;q=1, gzip;q=0.5, br;q=0.5', 'identity'],
    ['identity;q=0.5, gzip;q=0.5', 'gzip'],
    ['*', 'br'],
    ['*;q=0.5, br;q=0', 'gzip'],
    ['*;q=0', 'identity'],
    ['identity', 'identity'],
    ['', 'identity'],
    ['deflate', 'identity'],
    ['gzip;q=2, br;q=abc', 'identity'],
    ['gzip;q=0.0001', 'identity'],
    [' , br ;  q=0.1 ,', 'br'],
  ])('Accept-Encoding %j gets %s', (header, expected) => {
    expect(chooseEncoding(header, BOTH)).toBe(expected)
  })

  it('sends nothing compressed to a client that sent no Accept-Encoding', () => {
    expect(chooseEncoding(null, BOTH)).toBe('identity')
  })

  it('chooses only among the codings on offer', () => {
    expect(chooseEncoding('br, gzip;q=0.5', ['gzip'])).toBe('gzip')
    expect(chooseEncoding('br', ['gzip'])).toBe('identity')
  })

  it('gives the same answer for a header it has seen before, and for one too long to remember', () => {
    for (let round = 0; round < 2; round++) expect(chooseEncoding('gzip;q=0, br', BOTH)).toBe('br')
    expect(chooseEncoding(`${'x;q=0.1, '.repeat(100)}gzip`, BOTH)).toBe('gzip')
  })
})

describe('every answer that picks an encoding', () => {
  const stored = storeResponse(new TextEncoder().encode('<p>hello</p>'.repeat(200)), [['content-type', 'text/html; charset=utf-8']], { compress: true })
  const get = (acceptEncoding: string) => new Request('http://site.test/', { headers: { 'Accept-Encoding': acceptEncoding } })

  it('a stored page or file honours q=0 and the weights', () => {
    expect(answerFromStore(stored, get('gzip;q=0')).headers.get('content-encoding')).toBeNull()
    expect(answerFromStore(stored, get('br;q=0, gzip')).headers.get('content-encoding')).toBe('gzip')
    expect(answerFromStore(stored, get('br;q=0.1, gzip;q=0.9')).headers.get('content-encoding')).toBe('gzip')
    expect(answerFromStore(stored, get('gzip, br')).headers.get('content-encoding')).toBe('br')
  })

  it('a rendered page is gzipped only when gzip is acceptable', () => {
    const page = () => new Response('<p>hello</p>', { headers: { 'Content-Type': 'text/html; charset=utf-8' } })
    expect(compressResponse(get('gzip;q=0'), page()).headers.get('content-encoding')).toBeNull()
    expect(compressResponse(get('gzip;q=0, *'), page()).headers.get('content-encoding')).toBeNull()
    expect(compressResponse(get('br, gzip;q=0.5'), page()).headers.get('content-encoding')).toBe('gzip')
  })
})
