import { describe, expect, it } from 'vitest'
import {
  BadRequest,
  Conflict,
  Forbidden,
  Gone,
  MethodNotAllowed,
  NotFound,
  NotSignedIn,
  type RequestRefused,
  TooManyRequests,
  Unavailable,
  VersionConflict,
} from '../errors.ts'
import { refusalResponse, seeOther } from './responses.ts'
import { serverFunctionRefusal } from '../security/edge.ts'
import { serverFunctionInput } from './validate.ts'
import * as v from 'valibot'

async function answer(refusal: RequestRefused) {
  const response = refusalResponse(refusal)
  return { status: response.status, body: await response.json(), headers: response.headers }
}

describe('refusalResponse, where every refused request becomes its answer', () => {
  it.each([
    ['a bad request', new BadRequest('Invalid request'), 400, { error: 'Invalid request' }],
    [
      'a bad request with its fields',
      new BadRequest('Invalid request', 400, { email: 'expected an e-mail address' }),
      400,
      { error: 'Invalid request', details: { email: 'expected an e-mail address' } },
    ],
    [
      'a body too slow',
      new BadRequest('The request body took too long to arrive. Please try again.', 408),
      408,
      { error: 'The request body took too long to arrive. Please try again.' },
    ],
    ['a body too large', new BadRequest('The request is too large', 413), 413, { error: 'The request is too large' }],
    ['a body of another type', new BadRequest('Expected a JSON object', 415), 415, { error: 'Expected a JSON object' }],
    ['no session', new NotSignedIn('Not signed in'), 401, { error: 'Not signed in' }],
    [
      'not allowed',
      new Forbidden('Type your password again', { password: 'Type your password again' }),
      403,
      { error: 'Type your password again', details: { password: 'Type your password again' } },
    ],
    ['nothing there', new NotFound('Message not found'), 404, { error: 'Message not found' }],
    ['another method', new MethodNotAllowed('GET'), 405, { error: 'Method not allowed' }],
    ['a conflict', new Conflict('a@example.org is already an administrator'), 409, { error: 'a@example.org is already an administrator' }],
    ['a link used up', new Gone('This link has expired', { refusal: 'expired' }), 410, { error: 'This link has expired', details: { refusal: 'expired' } }],
    ['too many', new TooManyRequests('Too many attempts', 60), 429, { error: 'Too many attempts' }],
    [
      'unavailable',
      new Unavailable('The sermons could not be loaded. Please try again later.', 60),
      503,
      { error: 'The sermons could not be loaded. Please try again later.' },
    ],
  ])('answers %s with its status and { error, details? }', async (_, refusal, status, body) => {
    const got = await answer(refusal)
    expect(got.status).toBe(status)
    expect(got.body).toEqual(body)
    expect(got.headers.get('Content-Type')).toBe('application/json; charset=utf-8')
    expect(got.headers.get('Cache-Control')).toBe('no-store')
  })

  it('answers a change made from an older version with the version as it is now', async () => {
    const current = { revision: 7, content: { title: 'Theirs' } }
    const got = await answer(new VersionConflict('Ruth saved this document at 14:02, after you opened it.', current))
    expect(got.status).toBe(409)
    expect(got.body).toEqual({ error: 'Ruth saved this document at 14:02, after you opened it.', current })
  })

  it('sends the headers a refusal carries: when to try again, what to clear, which methods', async () => {
    expect((await answer(new TooManyRequests('Too many attempts', 90))).headers.get('Retry-After')).toBe('90')
    expect((await answer(new Unavailable('Busy', '10'))).headers.get('Retry-After')).toBe('10')
    expect((await answer(new Unavailable('Busy'))).headers.get('Retry-After')).toBeNull()
    expect((await answer(new MethodNotAllowed('GET'))).headers.get('Allow')).toBe('GET')
    expect((await answer(new NotSignedIn('Expired', { 'Set-Cookie': 'pending=; Max-Age=0' }))).headers.get('Set-Cookie')).toBe('pending=; Max-Age=0')
  })
})

describe('server functions', () => {
  const input = serverFunctionInput(v.strictObject({ keys: v.array(v.picklist(['home', 'people'], 'Unknown content')) }))

  it('take input their schema accepts', () => {
    expect(input({ keys: ['home'] })).toEqual({ keys: ['home'] })
  })

  it('refuse other input with the site’s 400, naming the field', async () => {
    const refusal = (() => {
      try {
        input({ keys: ['nowhere'] })
      } catch (error) {
        return serverFunctionRefusal(error)
      }
    })()
    expect(refusal).toBeInstanceOf(Response)
    const response = refusal as Response
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ error: 'Invalid request', details: { 'keys.0': 'Unknown content' } })
  })

  it('leave any other failure to Start', () => {
    const failure = new Error('The database is away')
    expect(serverFunctionRefusal(failure)).toBe(failure)
  })
})

describe('seeOther', () => {
  it('answers 303 to the page, never stored, with any cookie it sets', () => {
    const response = seeOther('/admin/dashboard', { 'Set-Cookie': 'session=x', 'Referrer-Policy': 'no-referrer' })
    expect(response.status).toBe(303)
    expect(response.headers.get('Location')).toBe('/admin/dashboard')
    expect(response.headers.get('Cache-Control')).toBe('no-store')
    expect(response.headers.get('Set-Cookie')).toBe('session=x')
    expect(response.headers.get('Referrer-Policy')).toBe('no-referrer')
  })
})
