import { describe, expect, it } from 'vitest'
import { isPoolSocketRace } from './pool-socket-race.ts'

describe('isPoolSocketRace', () => {
  it('recognises the write postgres.js runs on a socket it has dropped', () => {
    const error = new TypeError("Cannot read properties of null (reading 'write')")
    error.stack = `TypeError: ${error.message}\n    at Immediate.nextWrite (file:///app/node_modules/postgres/src/connection.js:255:22)`
    expect(isPoolSocketRace(error)).toBe(true)
  })

  it('lets every other error through', () => {
    const elsewhere = new TypeError("Cannot read properties of null (reading 'write')")
    elsewhere.stack = `TypeError: ${elsewhere.message}\n    at write (file:///app/server/main.ts:10:1)`
    expect(isPoolSocketRace(elsewhere)).toBe(false)
    expect(isPoolSocketRace(new Error('boom'))).toBe(false)
  })
})
